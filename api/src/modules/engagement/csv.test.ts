import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV export', () => {
  it('writes a header row and one line per row, CRLF-terminated', () => {
    expect(
      toCsv(
        ['date', 'views'],
        [
          ['2026-01-05', 12],
          ['2026-01-06', 0],
        ],
      ),
    ).toBe('date,views\r\n2026-01-05,12\r\n2026-01-06,0\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(toCsv(['title'], [['Acme, Inc. "Q3"\nupdate']])).toBe('title\r\n"Acme, Inc. ""Q3""\nupdate"\r\n');
  });

  it('never lets text start a spreadsheet formula; numbers stay numbers', () => {
    const csv = toCsv(
      ['title', 'n'],
      [
        ['=HYPERLINK("http://evil")', -3],
        ['@SUM(A1)', 4],
      ],
    );
    expect(csv).toBe('title,n\r\n"\'=HYPERLINK(""http://evil"")",-3\r\n\'@SUM(A1),4\r\n');
  });

  it('leaves empty cells for missing values', () => {
    expect(toCsv(['a', 'b'], [[null, undefined]])).toBe('a,b\r\n,\r\n');
  });
});
