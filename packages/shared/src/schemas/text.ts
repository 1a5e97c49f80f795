import { z } from 'zod';

/**
 * Characters that reorder the text around them, the "Trojan Source" family: embeddings and overrides
 * (U+202A to U+202E) and isolates (U+2066 to U+2069). In a name they make it read as something else
 * ("Invoice \u202Etxt.exe" shows as "Invoice exe.txt"). The left-to-right and right-to-left marks
 * (U+200E, U+200F) stay allowed: right-to-left names need them and they move no other text.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
// C0 and C1 control characters, newlines and tabs included; the null character has its own message.
const CONTROLS = /[\u0001-\u001F\u007F-\u009F]/;

export const NULL_MESSAGE = 'Must not contain a null character';

/** Why `value` cannot be a name or other single-line text, or null when it can. */
export function singleLineProblem(value: string): string | null {
  if (value.includes('\u0000')) return NULL_MESSAGE;
  if (CONTROLS.test(value)) return 'Must be one line, without control characters';
  if (BIDI_CONTROLS.test(value)) return 'Must not contain bidirectional control characters (U+202A to U+202E, U+2066 to U+2069)';
  return null;
}

/**
 * A name or other single-line text (display, workspace, project and guest names, titles): refuses the
 * null character, control characters and bidirectional controls. Every name-like schema goes through
 * here, so the rule is the same at every edge.
 */
export function singleLine<S extends z.ZodString>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    const problem = singleLineProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }) as S;
}

/** Multi-line text (comment bodies, descriptions): newlines are fine, the null character never is. */
export function withoutNullCharacter<S extends z.ZodString>(schema: S): S {
  return schema.refine((value) => !value.includes('\u0000'), { message: NULL_MESSAGE }) as S;
}
