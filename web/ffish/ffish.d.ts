// Types of Aviary's ffish.js facade (web/ffish): ffish.js's API over Aviary's WebAssembly
// module. Moves, move lists and variant lists are strings separated by spaces, as in ffish.js.
// Arguments of the wrong type throw a TypeError; an unknown variant or an unreadable FEN
// throws an Error (Aviary's message, with file, line and column).

export declare enum Notation {
  DEFAULT = 0, SAN = 1, LAN = 2, SHOGI_HOSKING = 3, SHOGI_HODGES = 4, SHOGI_HODGES_NUMBER = 5,
  JANGGI = 6, XIANGQI_WXF = 7, THAI_SAN = 8, THAI_LAN = 9,
}

export declare enum Termination {
  ONGOING = 0, CHECKMATE = 1, STALEMATE = 2, INSUFFICIENT_MATERIAL = 3, N_MOVE_RULE = 4,
  N_FOLD_REPETITION = 5, VARIANT_END = 6,
}

export interface Board {
  legalMoves(): string;
  legalMovesSan(): string;
  numberLegalMoves(): number;
  /** false (and nothing played) when the move is not legal. */
  push(uciMove: string): boolean;
  pushSan(sanMove: string, notation?: Notation): boolean;
  pushMoves(uciMoves: string): void;
  pushSanMoves(sanMoves: string, notation?: Notation): void;
  /** Throws when no move has been played. */
  pop(): void;
  /** Back to the variant's start position. */
  reset(): void;
  is960(): boolean;
  /** showPromoted and countStarted are accepted and ignored. */
  fen(showPromoted?: boolean, countStarted?: number): string;
  setFen(fen: string): void;
  /** "" when the move is not legal. */
  sanMove(uciMove: string, notation?: Notation): string;
  /** "" when a move is not legal; the board is left as it was. */
  variationSan(uciMoves: string, notation?: Notation, moveNumbers?: boolean): string;
  /** true: White to move. */
  turn(): boolean;
  fullmoveNumber(): number;
  halfmoveClock(): number;
  gamePly(): number;
  hasInsufficientMaterial(turn: boolean): boolean;
  isInsufficientMaterial(): boolean;
  isGameOver(claimDraw?: boolean): boolean;
  /** "1-0", "0-1", "1/2-1/2" or "*". */
  result(claimDraw?: boolean): string;
  checkedPieces(): string;
  isCheck(): boolean;
  isBikjang(): boolean;
  isCapture(uciMove: string): boolean;
  moveStack(): string;
  /** The pieces in hand in lower case, e.g. "np". */
  pocket(turn: boolean): string;
  toString(): string;
  toVerboseString(): string;
  variant(): string;
  delete(): void;
}

export interface BoardConstructor {
  new (uciVariant?: string, fen?: string, is960?: boolean): Board;
}

export interface Game {
  headerKeys(): string;
  headers(item: string): string;
  mainlineMoves(): string;
  delete(): void;
}

/** What loadVariantConfig loaded, and why the sections left out were left out. */
export interface VariantConfigResult {
  loaded: string[];
  problems: { file: string; line: number; column: number; message: string; text: string }[];
}

export interface FFish {
  /** Resolves to this object once the WebAssembly module is ready. */
  ready: Promise<FFish>;
  /** Called once the WebAssembly module is ready (set it right after loading). */
  onRuntimeInitialized?: () => void;
  Board: BoardConstructor;
  Notation: typeof Notation;
  Termination: typeof Termination;
  info(): string;
  variants(): string;
  startingFen(uciVariant: string): string;
  capturesToHand(uciVariant: string): boolean;
  /** 1 valid, 0 empty, a negative code for the first problem found (ffish.js's codes). */
  validateFen(fen: string, uciVariant?: string, chess960?: boolean): number;
  loadVariantConfig(config: string): VariantConfigResult;
  readGamePGN(pgn: string): Game;
  /** Fairy-Stockfish's option names are accepted and ignored; others throw. */
  setOption(name: string, value: string): void;
  setOptionInt(name: string, value: number): void;
  setOptionBool(name: string, value: boolean): void;
}

declare const ffish: FFish;
export default ffish;
