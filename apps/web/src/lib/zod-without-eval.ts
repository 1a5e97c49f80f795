import { z } from 'zod';

// The server's Content-Security-Policy allows no eval (plugins/security-headers.ts). Zod compiles a
// faster object parser with `new Function` unless told not to, and its probe for that is reported as
// a CSP violation. Zod reads this setting as each schema is built, so main.tsx imports this module
// before anything that builds one (the shared schemas).
z.config({ jitless: true });
