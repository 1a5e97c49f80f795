import { describe, expect, it } from 'vitest';
import { DisplayName } from './auth.ts';
import { CommentBody } from './comment.ts';
import { ProjectName } from './project.ts';
import { singleLineProblem } from './text.ts';
import { WorkspaceName } from './workspace.ts';

describe('single-line text', () => {
  const cases: [string, RegExp][] = [
    ['\u0000', /null character/],
    ['a\u0000', /null character/],
    ['tab\there', /one line/],
    ['new\nline', /one line/],
    ['carriage\rreturn', /one line/],
    ['bell\u0007', /one line/],
    ['delete\u007f', /one line/],
    ['c1\u0085', /one line/],
    ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'].map((c): [string, RegExp] => [
      `name${c}gpj.exe`,
      /bidirectional/,
    ]),
  ];
  it.each(cases)('refuses %j', (value, message) => {
    expect(singleLineProblem(value)).toMatch(message);
    for (const schema of [DisplayName, ProjectName, WorkspaceName]) {
      const parsed = schema.safeParse(`Name ${value} end`);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(message);
    }
  });

  it.each(['Zoë', '\u200Fשרה\u200F', '\u200EAnn', 'Ǆemal', '李小龍', 'O’Brien', '👩‍💻 Dev', '<script>alert(1)</script>'])(
    'keeps %j',
    (value) => {
      expect(singleLineProblem(value)).toBeNull();
      expect(DisplayName.parse(value)).toBe(value);
    },
  );

  it('lets bodies span lines but never carry a null character', () => {
    expect(CommentBody.parse('one\ntwo')).toBe('one\ntwo');
    expect(CommentBody.safeParse('one\u0000two').success).toBe(false);
  });
});
