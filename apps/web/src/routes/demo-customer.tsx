import { useState, type FormEvent } from 'react';
import { Clock, Mail, Package, Phone } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { DemoFrame } from '../features/demos/demo-frame.tsx';

const FAQ = [
  { q: 'When will my order arrive?', a: 'Orders placed before 2 pm ship the same day. Delivery takes 1-3 working days within the EU.' },
  { q: 'Can I change my delivery address?', a: 'Yes, until the order ships. Use the order lookup below or write to us.' },
  { q: 'How do returns work?', a: 'You have 30 days. Print the label from your order page and drop the parcel at any post office.' },
  { q: 'Do you ship outside the EU?', a: 'We ship to the UK, Switzerland and Norway. Customs fees are shown at checkout.' },
];

/** A sample customer site (a coffee roaster's help centre), the way a client sees the widget on their own site. */
export default function DemoCustomerPage() {
  const [order, setOrder] = useState('');
  const [looked, setLooked] = useState<string | null>(null);
  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    setLooked(order.trim());
  };
  return (
    <DemoFrame
      title="Customer demo"
      intro="Northwind Coffee's help centre, a sample client site. Agencies add the widget to their client's site; the client points at what should change and the agency's team answers in the dashboard."
    >
      <div className="rounded-xl border border-zinc-200 dark:border-zinc-800">
        <div className="rounded-t-xl bg-amber-900 px-6 py-8 text-amber-50">
          <p className="text-sm font-medium tracking-wide text-amber-200 uppercase">Northwind Coffee</p>
          <h2 id="help-title" className="mt-1 text-2xl font-semibold">
            How can we help?
          </h2>
          <p className="mt-1 text-amber-100">Answers to common questions, your order status and how to reach us.</p>
        </div>
        <div className="grid gap-8 p-6 lg:grid-cols-[1fr_18rem]">
          <section aria-labelledby="faq-title">
            <h3 id="faq-title" className="font-semibold text-zinc-900 dark:text-white">
              Frequently asked questions
            </h3>
            <div className="mt-3 divide-y divide-zinc-200 dark:divide-zinc-800">
              {FAQ.map(({ q, a }) => (
                <details key={q} className="group py-3">
                  <summary className="cursor-pointer font-medium text-zinc-800 dark:text-zinc-200">{q}</summary>
                  <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{a}</p>
                </details>
              ))}
            </div>
            <form onSubmit={lookUp} className="mt-6 rounded-lg bg-zinc-50 p-4 dark:bg-zinc-900" aria-labelledby="order-title">
              <h3 id="order-title" className="flex items-center gap-2 font-semibold text-zinc-900 dark:text-white">
                <Package className="h-4 w-4" aria-hidden /> Where is my order?
              </h3>
              <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
                <div className="flex-1">
                  <Input
                    label="Order number"
                    placeholder="NW-10234"
                    value={order}
                    onChange={(event) => setOrder(event.target.value)}
                    required
                  />
                </div>
                <Button type="submit">Look up</Button>
              </div>
              {looked && (
                <p role="status" className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
                  This is a sample shop: there is no order {looked}. On a real site, this is where its status would show.
                </p>
              )}
            </form>
          </section>
          <aside aria-labelledby="contact-title" className="space-y-3 text-sm">
            <h3 id="contact-title" className="font-semibold text-zinc-900 dark:text-white">
              Contact us
            </h3>
            <p className="flex items-center gap-2 text-zinc-700 dark:text-zinc-300">
              <Mail className="h-4 w-4" aria-hidden /> hello@northwind.example
            </p>
            <p className="flex items-center gap-2 text-zinc-700 dark:text-zinc-300">
              <Phone className="h-4 w-4" aria-hidden /> +31 20 123 4567
            </p>
            <p className="flex items-center gap-2 text-zinc-700 dark:text-zinc-300">
              <Clock className="h-4 w-4" aria-hidden /> Mon-Fri, 9:00-17:00
            </p>
          </aside>
        </div>
      </div>
    </DemoFrame>
  );
}
