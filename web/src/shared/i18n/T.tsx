import { Fragment, type ReactNode } from 'react';
import { t, type TextKey } from './messages';

type Tags = Record<string, (text: string) => ReactNode>;

/** Renders a message whose `<tag>text</tag>` spans need markup, e.g. a highlighted phrase. */
export function T({ k, tags }: { k: TextKey; tags: Tags }) {
  const parts = t(k).split(/<(\w+)>(.*?)<\/\1>/);
  // split() with two groups yields [text, tag, inner, text, tag, inner, ..., text].
  return parts.map((part, index) => {
    if (index % 3 === 0) return <Fragment key={index}>{part}</Fragment>;
    if (index % 3 === 2) return <Fragment key={index}>{tags[parts[index - 1]!]?.(part) ?? part}</Fragment>;
    return null;
  });
}
