import apiKeys from './content/api-keys.md?raw';
import gettingStarted from './content/getting-started.md?raw';
import home from './content/index.md?raw';
import installation from './content/installation.md?raw';
import integrations from './content/integrations.md?raw';
import mcp from './content/mcp.md?raw';
import webhooks from './content/webhooks.md?raw';
import widgetCustomization from './content/widget-customization.md?raw';

/** The markdown of each docs page by slug; imported only by the docs page, so the text loads with it. */
export const DOCS_CONTENT: Readonly<Record<string, string>> = {
  '': home,
  'getting-started': gettingStarted,
  installation,
  'widget-customization': widgetCustomization,
  integrations,
  'api-keys': apiKeys,
  webhooks,
  mcp,
};
