// The few host APIs src/ uses beyond ES2023 (browsers and Node 20 both have them). Declared here
// because src/ has no DOM lib; consumers resolve these names against their own DOM or Node types.

interface TextDecodeOptions {
  stream?: boolean;
}

interface TextDecoderOptions {
  fatal?: boolean;
  ignoreBOM?: boolean;
}

declare class TextDecoder {
  constructor(label?: string, options?: TextDecoderOptions);
  decode(input?: Uint8Array, options?: TextDecodeOptions): string;
}

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

declare function atob(data: string): string;
declare function btoa(data: string): string;

/** Only what `sendExchange` passes through to the injected fetch. */
interface AbortSignal {
  readonly aborted: boolean;
}
