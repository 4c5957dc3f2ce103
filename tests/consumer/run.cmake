# The consumer test: installs the package from the build tree BUILD into PREFIX, then
# configures, builds and runs tests/consumer against it with find_package (nothing from the
# source tree: a public header that needed an internal one would fail here).
# cmake -DBUILD=... -DPREFIX=... -DSRC=... -DOUT=... -DGENERATOR=... -DVARIANT=... -P run.cmake
file(REMOVE_RECURSE ${PREFIX} ${OUT})   # nothing cached from an earlier run
foreach(step
    "${CMAKE_COMMAND};--install;${BUILD};--prefix;${PREFIX}"
    "${CMAKE_COMMAND};-S;${SRC};-B;${OUT};-G;${GENERATOR};-DCMAKE_BUILD_TYPE=Release;-DCMAKE_PREFIX_PATH=${PREFIX}"
    "${CMAKE_COMMAND};--build;${OUT}"
    "${OUT}/consumer;${VARIANT}")
  execute_process(COMMAND ${step} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "consumer: '${step}' failed (${rc})")
  endif()
endforeach()
