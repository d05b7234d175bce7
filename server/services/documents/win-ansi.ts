/**
 * pdfkit's built-in fonts (Helvetica) encode text as WinAnsi: Latin-1 (so á, ç, ã, º print)
 * plus a few typographic signs. Anything else would print as unrelated glyphs, so it is
 * reduced to its base letter (ł stays, ź becomes z) or, failing that, a question mark.
 */
const typographicSigns = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function printable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || typographicSigns.includes(char)
  );
}

export function winAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    if (printable(char)) return char;
    if (/\s/.test(char)) return char === '\r' ? '' : ' ';
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    return base && Array.from(base).every(printable) ? base : '?';
  }).join('');
}
