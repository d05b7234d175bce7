/**
 * Thickness readings pasted from an XRF gauge's export (CSV, semicolon- or tab-separated, or one value
 * per line), numbers written the reader's way (pt-BR `12,5`). Each line's reading is its last filled
 * cell (exports put the reading number first); a first line that is not a number is the header.
 */
import Papa from 'papaparse';
import { numberMarks, parseNumber, type FormatLocale } from '../../i18n/format';

export type XrfParse = { values: number[] } | { error: { line: number; text: string } };

/** A line of the paste, by its number (1 = first), with its cells as pasted. */
export interface XrfLine {
  line: number;
  text: string;
}

/** Every reading found, with its line, and every line refused: a form shows the person all that is wrong at once. */
export function readXrfLines(
  text: string,
  locale: FormatLocale,
): { readings: (XrfLine & { value: number })[]; refused: XrfLine[] } {
  // Where the comma is the decimal mark it never separates cells.
  const delimiters = numberMarks(locale).decimal === ',' ? [';', '\t'] : [',', ';', '\t'];
  // One value per line has no separator: a character never typed keeps each line whole.
  const delimiter = delimiters.find((mark) => text.includes(mark)) ?? '\u0001';
  const parsed = Papa.parse<string[]>(text.trim(), { delimiter, skipEmptyLines: false });
  const readings: (XrfLine & { value: number })[] = [];
  const refused: XrfLine[] = [];
  let line = 0;
  for (const cells of parsed.data) {
    line += 1;
    const filled = cells.map((cell) => cell.trim()).filter(Boolean);
    if (!filled.length) continue;
    const last = filled[filled.length - 1].replace(/\s*(µm|um|in|mils?)$/i, '');
    const value = parseNumber(last, locale);
    const cellsText = filled.join(' ');
    if (value !== null) readings.push({ line, text: cellsText, value });
    else if (readings.length || refused.length || line > 1) refused.push({ line, text: cellsText });
  }
  return { readings, refused };
}

/** The readings, or the first line refused. */
export function parseXrfReadings(text: string, locale: FormatLocale): XrfParse {
  const { readings, refused } = readXrfLines(text, locale);
  return refused.length ? { error: refused[0] } : { values: readings.map((reading) => reading.value) };
}
