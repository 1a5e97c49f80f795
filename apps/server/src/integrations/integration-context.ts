import { createHmac } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createCredentialBox, loadIntegrationsKey, parseKey, type CredentialBox } from './credential-box.ts';
import type { IntegrationHttp } from './http.ts';
import { createScreenshotLinks, type ScreenshotLinks } from './screenshot-link.ts';

/** What the integration layer needs at run time, decorated on the app as `app.integrations`. */
export interface IntegrationContext {
  box: CredentialBox;
  screenshotLinks: ScreenshotLinks;
  http: IntegrationHttp;
  /** The configured SMTP (or the dev outbox), for the e-mail notifier. */
  mailer: Mailer;
  endpoints: { linearApiUrl: string; trelloApiUrl: string };
}

export function createIntegrationContext(config: Config, http: IntegrationHttp, mailer: Mailer): IntegrationContext {
  const key = loadIntegrationsKey(config.integrationsKey, config.dataDir);
  // A key of its own for screenshot links, derived from the integrations key (never the key itself).
  const linkKey = createHmac('sha256', key).update('commentflow screenshot links').digest();
  return {
    box: createCredentialBox(key, config.integrationsPreviousKeys.map(parseKey)),
    screenshotLinks: createScreenshotLinks(linkKey),
    http,
    mailer,
    endpoints: { linearApiUrl: config.linearApiUrl, trelloApiUrl: config.trelloApiUrl },
  };
}
