import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_SUBJECTS } from '../errors.ts';
import { FASTIFY_CLIENT_ERRORS } from '../plugins/error-handler.ts';
import { ACCOUNT_LIMITS } from '../services/identity/auth-attempts.ts';
import { MESSAGES_FR } from './messages-fr.ts';

const SRC = fileURLToPath(new URL('..', import.meta.url));

// The OAuth redirect routes answer every failure with a redirect to /auth/error and a code: their
// messages (and those of the OAuth services only they call) reach the logs, never a reader.
const LOG_ONLY = ['routes/auth/oauth.routes.ts', 'services/identity/oauth/'];

// Where a message is passed, up to the literal that follows: the error constructor, the error handler's
// send(), the helpers that take a message, and templates.
const MESSAGE_SITES = [
  /new AppError\(\s*'[\w-]+',\s*/g,
  /\bsend\(reply,\s*'[\w-]+',\s*/g,
  /\bforbidden\(\s*/g,
  /\bauthorize\(.*?'[a-z]+:[a-z]+',\s*/g,
  // A route's access options (plugins/route-prelude.ts): the 403 texts the prelude sends
  /\baction: '[a-z]+:[a-z]+', message: /g,
  /\bguestMessage: /g,
  /\brefuse\(\s*/g,
  /\btemplate\(\s*/g,
  // Texts of successful answers, worded for the caller
  /\blocalize\(\w+,\s*/g,
  // Default messages of those helpers
  /\bmessage(?::[^=]+)? = /g,
];

interface Found {
  file: string;
  text: string;
  interpolated: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The string literal starting at `at`, or null when a variable or expression stands there. */
function literalAt(source: string, at: number): { text: string; interpolated: boolean } | null {
  const quote = source[at];
  if (quote !== "'" && quote !== '"' && quote !== '`') return null;
  let text = '';
  for (let i = at + 1; i < source.length && source[i] !== quote; i++) text += source[i] === '\\' ? source[++i] : source[i];
  return { text, interpolated: quote === '`' && text.includes('${') };
}

function messagesInSources(): Found[] {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path);
    if (LOG_ONLY.some((prefix) => file.startsWith(prefix))) return [];
    const source = readFileSync(path, 'utf8');
    return MESSAGE_SITES.flatMap((site) =>
      [...source.matchAll(site)].flatMap((match) => {
        const literal = literalAt(source, match.index + match[0].length);
        return literal ? [{ file, ...literal }] : [];
      }),
    );
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the French error messages', () => {
  const found = messagesInSources();

  it('finds the messages in the sources', () => {
    // A broken scan would find nothing and pass every test below.
    expect(found.length).toBeGreaterThan(60);
  });

  it('words every message the server sends', () => {
    const english = [
      ...found.filter((message) => !message.interpolated).map((message) => message.text),
      ...NOT_FOUND_SUBJECTS.map((what) => `${what} not found`),
      ...Object.values(FASTIFY_CLIENT_ERRORS).map((error) => error.message),
      ...Object.values(ACCOUNT_LIMITS).map((limit) => limit.message),
    ];
    expect(english.filter((text) => !Object.hasOwn(MESSAGES_FR, text))).toEqual([]);
  });

  it('has messages with variable parts written as templates, which a catalogue can word', () => {
    const interpolated = found
      .filter((message) => message.interpolated)
      .map((message) => `${message.file}: ${message.text}`)
      // notFound() takes a subject from NOT_FOUND_SUBJECTS, each with its own whole entry (checked above).
      .filter((site) => site !== 'errors.ts: ${what} not found');
    expect(interpolated).toEqual([]);
  });

  it('keeps the placeholders of each English template', () => {
    const mismatched = Object.entries(MESSAGES_FR).filter(
      ([english, french]) => placeholders(english).join() !== placeholders(french).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
