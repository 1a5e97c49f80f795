import { useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { DemoFrame } from '../features/demos/demo-frame.tsx';
import { DemoSection } from '../features/demos/demo-section.tsx';
import { widgetApi, type CommentFlowApi } from '../features/demos/embedded-widget.ts';

/** The API's commands this page has buttons for. */
type WidgetCommand = Exclude<keyof CommentFlowApi, 'on'>;

const CALLS: { name: WidgetCommand; label: string }[] = [
  { name: 'open', label: 'CommentFlow.open()' },
  { name: 'close', label: 'CommentFlow.close()' },
  { name: 'toggleCommentMode', label: 'CommentFlow.toggleCommentMode()' },
  { name: 'destroy', label: 'CommentFlow.destroy()' },
];

const ROWS = [
  ['Starter', '1,000 comments', '5 projects'],
  ['Pro', 'Unlimited', 'Unlimited'],
];

/** The embed test harness: ordinary page elements to pin on, and the widget's JavaScript API to drive. */
export default function DemoWidgetTestPage() {
  const [generation, setGeneration] = useState(0);
  const [log, setLog] = useState<string[]>([]);

  const call = (name: WidgetCommand) => {
    const api = widgetApi();
    if (!api) {
      setLog((lines) => [`${name}(): the widget is not running`, ...lines].slice(0, 6));
      return;
    }
    api[name]();
    setLog((lines) => [`${name}() called`, ...lines].slice(0, 6));
  };

  return (
    <DemoFrame
      title="Widget test page"
      intro="A plain page with the elements most sites have, for checking how the widget behaves: pin comments on headings, text, form fields, table cells and list items, and call the widget's JavaScript API."
      generation={generation}
      aside={() => (
        <Button variant="secondary" size="sm" onClick={() => setGeneration((value) => value + 1)}>
          Restart the widget
        </Button>
      )}
    >
      <DemoSection id="api-title" title="JavaScript API">
        <div className="mt-3 flex flex-wrap gap-2">
          {CALLS.map(({ name, label }) => (
            <Button key={name} variant="secondary" size="sm" className="font-mono" onClick={() => call(name)}>
              {label}
            </Button>
          ))}
        </div>
        <ol aria-label="API calls" className="mt-3 space-y-1 font-mono text-xs text-zinc-600 dark:text-zinc-400">
          {log.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ol>
      </DemoSection>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <DemoSection id="text-title" title="Text and lists">
          <p id="test-paragraph" className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
            Select a word in this paragraph or click it in comment mode. The widget remembers the element, a quote of its text and where in
            the element you clicked, so the pin finds its way back after the page changes.
          </p>
          <ul className="mt-3 list-disc pl-5 text-sm text-zinc-700 dark:text-zinc-300">
            <li id="test-item-1">First list item</li>
            <li id="test-item-2">Second list item with a longer text that wraps on narrow screens</li>
            <li id="test-item-3">Third list item</li>
          </ul>
        </DemoSection>
        <DemoSection id="form-title" title="Form fields">
          <form className="mt-3 space-y-3" onSubmit={(event) => event.preventDefault()}>
            <Input label="Name in the form" placeholder="Typing here does not trigger shortcuts" />
            <Textarea label="Message in the form" placeholder="Press c while typing: it types a c" />
          </form>
        </DemoSection>
        <DemoSection id="table-title" title="Table" className="md:col-span-2">
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-zinc-500 dark:text-zinc-400">
                <tr>
                  <th className="py-2 pr-4 font-medium">Plan</th>
                  <th className="py-2 pr-4 font-medium">Comments</th>
                  <th className="py-2 font-medium">Projects</th>
                </tr>
              </thead>
              <tbody className="text-zinc-800 dark:text-zinc-200">
                {ROWS.map((row) => (
                  <tr key={row[0]} className="border-t border-zinc-100 dark:border-zinc-800">
                    {row.map((cell) => (
                      <td key={cell} className="py-2 pr-4">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </DemoSection>
      </div>
    </DemoFrame>
  );
}
