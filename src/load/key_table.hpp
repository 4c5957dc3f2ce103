// The variant-file key table as data (rule_keys.cpp): each key's value, default and the
// sentence describe says for it. variants/README.md's key reference is checked against it.
#pragma once
#include <string>
#include <vector>

namespace aviary::load {

struct KeyDoc {
    const char* key;
    const char* type;       // its value, as the key reference writes it
    const char* fallback;   // its default ("—": none)
    const char* says;       // describe's sentence, "{}" the value (nullptr: describe's own
                            // paragraphs cover the key)
    const char* topic = nullptr;   // the key reference's section (keys; not properties)
};
// Every key, in the order the loader reads them: by topic, as the key reference lists them.
std::vector<KeyDoc> key_docs();
// Every piece property (pieces.cpp; type and default are in the reference's prose).
std::vector<KeyDoc> property_docs();
// What describe says for a key set to `value`: its sentence with "{}" the value ("" if the
// key has none).
std::string key_sentence(const KeyDoc& k, const std::string& value);

}  // namespace aviary::load
