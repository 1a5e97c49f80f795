import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a header and rows with CRLF, quoting commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['id', 'body'],
        [
          [1, 'plain'],
          [2, 'a, b'],
          [3, 'say "hi"'],
          [4, 'two\nlines'],
          [5, null],
        ],
      ),
    ).toBe('id,body\r\n1,plain\r\n2,"a, b"\r\n3,"say ""hi"""\r\n4,"two\nlines"\r\n5,\r\n');
  });

  it('keeps user text from running as a spreadsheet formula', () => {
    expect(toCsv(['body'], [['=HYPERLINK("http://x")'], ['+1'], ['-2'], ['@SUM(A1)']])).toBe(
      'body\r\n"\'=HYPERLINK(""http://x"")"\r\n\'+1\r\n\'-2\r\n\'@SUM(A1)\r\n',
    );
    expect(toCsv(['n'], [[-2]])).toBe('n\r\n-2\r\n');
  });
});
