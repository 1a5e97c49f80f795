// The full scan's own texts in the widget's languages: they travel with the scan's bundle, which
// only members load, instead of with the app every visitor loads. `one|other` by the count.
const WORDS = {
  en: {
    running: 'ARIA is checking this page…',
    pictures: 'ARIA is taking pictures of the elements it found…',
    done: 'ARIA found {count} problem on this page ({created} new, {resolved} resolved).|ARIA found {count} problems on this page ({created} new, {resolved} resolved).',
    notSent: 'ARIA checked this page but could not send its findings. Try again.',
    unusedJs: "Unused JavaScript cannot be measured from inside the page: the Coverage panel of the browser's developer tools shows it.",
  },
  fr: {
    running: 'ARIA vérifie cette page…',
    pictures: 'ARIA photographie les éléments trouvés…',
    done: 'ARIA a trouvé {count} problème sur cette page ({created} nouveaux, {resolved} résolus).|ARIA a trouvé {count} problèmes sur cette page ({created} nouveaux, {resolved} résolus).',
    notSent: 'ARIA a vérifié cette page mais n’a pas pu envoyer ses constats. Réessayez.',
    unusedJs:
      'Le JavaScript inutilisé ne se mesure pas depuis la page : le panneau Coverage des outils de développement du navigateur le montre.',
  },
  de: {
    running: 'ARIA prüft diese Seite…',
    pictures: 'ARIA fotografiert die gefundenen Elemente…',
    done: 'ARIA hat {count} Problem auf dieser Seite gefunden ({created} neu, {resolved} behoben).|ARIA hat {count} Probleme auf dieser Seite gefunden ({created} neu, {resolved} behoben).',
    notSent: 'ARIA hat die Seite geprüft, konnte die Ergebnisse aber nicht senden. Bitte erneut versuchen.',
    unusedJs: 'Ungenutztes JavaScript lässt sich nicht aus der Seite heraus messen: das Coverage-Panel der Entwicklerwerkzeuge zeigt es.',
  },
};
export type ScanWord = keyof (typeof WORDS)['en'];

export function scanWords(language: string): (key: ScanWord, params?: Record<string, number>) => string {
  const table = WORDS[language as keyof typeof WORDS] ?? WORDS.en;
  return (key, params = {}) => {
    const forms = table[key].split('|');
    const form = forms.length > 1 && new Intl.PluralRules(language).select(params.count ?? 0) !== 'one' ? forms[1]! : forms[0]!;
    return form.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match));
  };
}
