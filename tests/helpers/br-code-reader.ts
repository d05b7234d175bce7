/** Reads a BR Code back field by field (ID, two-digit length, value), as a payer's bank app does. */
export function readTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`bad field at ${at}: ${text.slice(at)}`);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  if (at !== text.length) throw new Error('a field runs past the end');
  return fields;
}
