/**
 * A static PIX BR Code (Banco Central do Brasil, Manual do BR Code; EMV QR Code merchant-presented
 * mode): fields written as ID, two-digit length and value, ending with a CRC16-CCITT of the whole.
 */

export interface BrCodeInput {
  /** The PIX key as registered (pixKeyOf(...).value). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** In reais; absent: the payer types the amount. */
  amount?: number;
  /** The payment's reference (txid): letters and digits, at most 25; absent: `***`. */
  txid?: string;
}

const field = (id: string, value: string) => {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** Letters without their accents and the characters the manual allows, cut to `max`. */
function plain(text: string, max: number): string {
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,&\-/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return folded.slice(0, max).trim();
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function brCode({ key, merchantName, merchantCity, amount, txid }: BrCodeInput): string {
  const reference = (txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body = [
    field('00', '01'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', key)),
    field('52', '0000'),
    field('53', '986'),
    amount !== undefined ? field('54', amount.toFixed(2)) : '',
    field('58', 'BR'),
    field('59', plain(merchantName, 25) || 'N/A'),
    field('60', plain(merchantCity, 15) || 'N/A'),
    field('62', field('05', reference)),
    '6304',
  ].join('');
  return body + crc16(body);
}
