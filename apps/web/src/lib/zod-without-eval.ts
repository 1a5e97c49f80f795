// The server's Content-Security-Policy allows no eval (plugins/security-headers.ts). Zod compiles a
// faster object parser with `new Function` unless told not to, and its probe for that is reported as
// a CSP violation. Zod reads this setting as each schema is built, so main.tsx runs this module
// before anything that builds one (the shared schemas).
//
// Zod keeps its configuration on globalThis.__zod_globalConfig, shared by every copy of it, and only
// creates that object when it is missing (zod/v4/core/core.js). Setting it here, instead of calling
// z.config(), configures zod without downloading it: the public pages build no schema, and importing
// zod from the entry put its 26 KB (gzip) on the landing's first load.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
