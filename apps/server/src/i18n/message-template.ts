/**
 * An error message with variable parts: the English text with named `{placeholders}` and their values.
 * The English template is also the catalogues' key, so each language words the whole sentence.
 */
export interface MessageTemplate {
  template: string;
  params: Record<string, string | number>;
}

export const template = (text: string, params: MessageTemplate['params']): MessageTemplate => ({ template: text, params });

export const fillTemplate = (text: string, params: MessageTemplate['params']): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
