/**
 * Brazil's tax ids by their check digits, PIX keys as the Banco Central registers them, and the
 * static BR Code read back field by field with its CRC checked.
 */
import { describe, expect, it } from 'vitest';
import { isCnpj, isCpf } from '../../resources/kit/br-tax-ids';
import { pixKeyOf } from '../../resources/kit/pix-key';
import { brCode, crc16 } from '../../server/services/billing/br-code';
import { readTlv } from '../helpers/br-code-reader';

describe('CNPJ and CPF', () => {
  it('takes a CNPJ or CPF whose check digits are right, typed with or without its punctuation', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('11222333000181')).toBe(true);
    expect(isCpf('123.456.789-09')).toBe(true);
  });
  it('refuses wrong check digits, wrong lengths and one digit repeated', () => {
    for (const bad of ['12.345.678/0001-00', '11.222.333/0001-82', '1122233300018', '00000000000000', 'abc'])
      expect(isCnpj(bad), bad).toBe(false);
    for (const bad of ['123.456.789-00', '111.111.111-11', '1234567890']) expect(isCpf(bad), bad).toBe(false);
  });
});

describe('PIX keys', () => {
  it('tells each kind and gives the form a QR code carries', () => {
    expect(pixKeyOf('11.222.333/0001-81')).toEqual({ kind: 'cnpj', value: '11222333000181' });
    expect(pixKeyOf('123.456.789-09')).toEqual({ kind: 'cpf', value: '12345678909' });
    expect(pixKeyOf(' Financeiro@Galvanica.com.br ')).toEqual({ kind: 'email', value: 'financeiro@galvanica.com.br' });
    expect(pixKeyOf('+55 (19) 99876-5432')).toEqual({ kind: 'phone', value: '+5519998765432' });
    expect(pixKeyOf('123E4567-E89B-12D3-A456-426614174000')).toEqual({
      kind: 'random',
      value: '123e4567-e89b-12d3-a456-426614174000',
    });
  });
  it('refuses what no bank registers: a bad CNPJ, a foreign phone, a broken e-mail, a bare number', () => {
    for (const bad of ['12.345.678/0001-00', '+1 937 555 0100', 'financeiro@', '19998765432x', '', '   '])
      expect(pixKeyOf(bad), bad).toBeUndefined();
  });
});

describe('BR Code', () => {
  it('computes CRC-16/CCITT-FALSE (its standard check value)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('writes every field of a static PIX charge, read back one by one, and ends with its own CRC', () => {
    const payload = brCode({
      key: '11222333000181',
      merchantName: 'Galvânica São João Indústria e Comércio Ltda',
      merchantCity: 'São José dos Campos',
      amount: 4938,
      txid: 'FAT-1234',
    });
    const fields = readTlv(payload);
    expect([...fields.keys()]).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.get('00')).toBe('01');
    expect(Object.fromEntries(readTlv(fields.get('26')!))).toEqual({ '00': 'br.gov.bcb.pix', '01': '11222333000181' });
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('4938.00');
    expect(fields.get('58')).toBe('BR');
    // No accents, cut to the manual's 25 and 15 characters.
    expect(fields.get('59')).toBe('Galvanica Sao Joao Indust');
    expect(fields.get('60')).toBe('Sao Jose dos Ca');
    expect(Object.fromEntries(readTlv(fields.get('62')!))).toEqual({ '05': 'FAT1234' });
    expect(fields.get('63')).toBe(crc16(payload.slice(0, -4)));
  });

  it('leaves the amount out when none is given, and names no reference as ***', () => {
    const fields = readTlv(brCode({ key: 'pix@acme.com.br', merchantName: 'Acme', merchantCity: 'Campinas' }));
    expect(fields.has('54')).toBe(false);
    expect(readTlv(fields.get('62')!).get('05')).toBe('***');
  });
});
