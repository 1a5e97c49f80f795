import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, LANGUAGES, storedLanguage } from './languages.ts';

// Every `locales/<language>/<namespace>.json` becomes its own small chunk, fetched the first time a
// component asks for that namespace (useTranslation('<namespace>')): a feature's texts download with
// the feature, never up front. (site/prerender/module-preloads.ts knows this folder's place in the build.)
const bundles = import.meta.glob<{ default: ResourceKey }>('../../locales/*/*.json');

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = bundles[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No "${namespace}" texts for "${language}"`), false);
      return;
    }
    load().then(
      (bundle) => callback(null, bundle.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

const askedLanguage = storedLanguage();
void i18n
  .use(lazyBundles)
  .use(initReactI18next)
  .init({
    lng: askedLanguage,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    // React escapes what it renders; escaping here too would show "&amp;" in names.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

// The build's prerendering of the public pages loads this too (their layout holds the session), without a document.
if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  // i18n.language is unset until init() has loaded the bundle (later under load): the page says the
  // language it asked for meanwhile, never lang="undefined" (axe's html-lang-valid caught that).
  document.documentElement.lang = askedLanguage;
}
