/**
 * A built page as a tree: the built-pages step (index.ts) parses each page once with htmlparser2, the functions
 * beside this file change the tree, and dom-serializer writes it once. Text and attribute values stay as the page
 * wrote them (entities undecoded), so everything the step does not change is written back byte for byte, the text
 * of an inline script included: its hash (csp.ts) is the hash of the text the browser runs. Values are decoded where
 * they are read (`attribute`, `textOf`) and escaped where they are written (`newElement`).
 */
import render from 'dom-serializer';
import { type AnyNode, type Document, Element, Text } from 'domhandler';
import { decodeHTML, decodeHTMLAttribute, escapeAttribute } from 'entities';
import { DomUtils, parseDocument } from 'htmlparser2';

export type { Document, Element };

const AS_WRITTEN = { decodeEntities: false } as const;

export function parseHtml(html: string): Document {
  return parseDocument(html, AS_WRITTEN);
}

/** The page's HTML; where the tree allows, as React writes it: empty attributes as `=""`, SVG elements with end tags. */
export function serializeHtml(document: Document): string {
  return render(document, { ...AS_WRITTEN, emptyAttrs: true, selfClosingTags: false });
}

/** The elements of the given tag name, in document order. */
export function elementsNamed(root: AnyNode | AnyNode[], name: string): Element[] {
  return DomUtils.getElementsByTagName(name, root, true);
}

/** An attribute's value as the browser reads it (entities decoded), or undefined when the element has none. */
export function attribute(element: Element, name: string): string | undefined {
  const value = element.attribs[name];
  return value === undefined ? undefined : decodeHTMLAttribute(value);
}

/** The text of an element as the browser reads it (entities decoded), e.g. a title. */
export function textOf(element: Element): string {
  return decodeHTML(DomUtils.textContent(element));
}

/** The text of a `<script>` as written: the browser does not decode entities there. */
export function scriptText(script: Element): string {
  return DomUtils.textContent(script);
}

/** The page's `<head>`; throws, naming the page and what the step needed it for, when it has none. */
export function headOf(document: Document, where: string, purpose: string): Element {
  // The first in document order, found without walking the rest of the page (this runs several times a page).
  const head = DomUtils.findOne((element) => element.name === 'head', document.children, true);
  if (!head) throw new Error(`${where}: no <head> ${purpose}`);
  return head;
}

/** A new element with the given attributes, in their order, and the given script text if any. */
export function newElement(name: string, attributes: Record<string, string>, script?: string): Element {
  const escaped = Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, escapeAttribute(value)]));
  const element = new Element(name, escaped);
  if (script !== undefined) DomUtils.appendChild(element, new Text(script));
  return element;
}

/** Whether a space-separated attribute (`rel`) has the token, as the browser compares it (ASCII case-insensitive). */
export function hasToken(element: Element, name: string, token: string): boolean {
  return (attribute(element, name) ?? '')
    .toLowerCase()
    .split(/[\t\n\f\r ]+/)
    .includes(token);
}

/** Whether an attribute's value is the given keyword, ASCII case-insensitive (`name="robots"`). */
export function isKeyword(element: Element, name: string, keyword: string): boolean {
  return attribute(element, name)?.toLowerCase() === keyword;
}

/** Puts `node` first in `<head>`, but after a leading `<meta charset>`, which must stay within the first 1024 bytes. */
export function insertAtHeadStart(head: Element, node: Element): void {
  const first = head.children.find((child) => !(child instanceof Text && child.data.trim() === ''));
  if (first instanceof Element && first.name === 'meta' && first.attribs.charset !== undefined) {
    DomUtils.append(first, node);
  } else {
    DomUtils.prependChild(head, node);
  }
}

export const { appendChild, append, removeElement } = DomUtils;
