/** The part of pngjs (no types of its own) that image-fit.ts uses. */
declare module 'pngjs' {
  interface Decoded {
    width: number;
    height: number;
    data: Buffer;
  }
  export const PNG: {
    sync: {
      read(buffer: Buffer): Decoded;
      write(png: Decoded, options?: { colorType?: number; deflateLevel?: number }): Buffer;
    };
  };
}
