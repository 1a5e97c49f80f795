import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from './button.tsx';

const COPIED_MS = 2_000;

/** What the button says in each state; the public site's English unless the dashboard passes its own. */
export interface CopyTexts {
  idle: string;
  copied: string;
  failed: string;
}

const ENGLISH: CopyTexts = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' };

/** Copies text to the clipboard and says so visibly for a moment. */
export function CopyButton({ text, label, texts = ENGLISH }: { text: string; label: string; texts?: CopyTexts }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <Button variant="secondary" size="sm" aria-label={label} onClick={copy}>
      {state === 'copied' ? <Check className="h-3.5 w-3.5 text-emerald-600" aria-hidden /> : <Copy className="h-3.5 w-3.5" aria-hidden />}
      <span aria-live="polite">{texts[state]}</span>
    </Button>
  );
}
