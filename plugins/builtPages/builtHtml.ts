/**
 * A built page as a tree: the built-pages step (index.ts) parses each page once with htmlparser2, the functions
 * beside this file change the tree, and dom-serializer writes it once. Text and attribute values stay as the page
 * wrote them (entities undecoded), so everything the step does not change is written back byte for byte, the text
 * of an inline script included: its hash (csp.ts) is the hash of the text the browser runs. Values are decoded where
 * they are read (`attribute`, `textOf`) and escaped where they are written (`newElement`).
 *
 * The step reads and changes the head, and in the body only the elements named in BODY_ELEMENTS. The body's other
 * markup (most of a page) is parsed but kept as the text it was: the body's children are that text in pieces, with
 * the elements of BODY_ELEMENTS between them as nodes, each whole, in document order (but directly under `<body>`,
 * whatever their parent in the page).
 */
import render from 'dom-serializer';
import { type AnyNode, type Document, DomHandler, Element, Text } from 'domhandler';
import { decodeHTML, decodeHTMLAttribute, escapeAttribute } from 'entities';
import { DomUtils, Parser, parseDocument } from 'htmlparser2';

export type { Document, Element };

const AS_WRITTEN = { decodeEntities: false } as const;

/** What the step looks for in a page's body: scripts (deferral, hashes) and the tags a head may also have. */
const BODY_ELEMENTS = new Set(['script', 'meta', 'link', 'title']);
/** Those of them with no end tag. */
const VOID_BODY_ELEMENTS = new Set(['meta', 'link']);

/** Where the parser is in the page (domhandler does not export the type). */
type ParserInterface = Parameters<DomHandler['onparserinit']>[0];

/** Builds the tree described above: DomHandler takes htmlparser2's events for the head and the kept elements only. */
class HeadAndBodyTags extends DomHandler {
  private inBody = false;
  /** Per element open in the body: whether it is a node of the tree. */
  private readonly bodyOpen: boolean[] = [];
  /** Elements of BODY_ELEMENTS open (with everything inside them, kept as nodes). */
  private kept = 0;
  /** Where the body's text not yet added starts. */
  private textFrom = 0;
  /** False once the body or one of its elements above ended without its end tag (see onclosetag). */
  exact = true;

  private events: ParserInterface | null = null;

  constructor(private readonly html: string) {
    super();
  }

  override onparserinit(parser: ParserInterface): void {
    super.onparserinit(parser);
    this.events = parser;
  }

  private get building(): boolean {
    return !this.inBody || this.kept > 0;
  }

  private position(): { start: number; end: number } {
    const { startIndex, endIndex } = this.events as ParserInterface;
    return { start: startIndex ?? 0, end: endIndex ?? 0 };
  }

  /** Adds the body's text up to `end` as one node, written back as it is (serializeHtml does not escape text). */
  private addText(end: number): void {
    if (end > this.textFrom) this.addNode(new Text(this.html.slice(this.textFrom, end)));
    this.lastNode = null;
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    if (!this.inBody) {
      super.onopentag(name, attribs);
      if (name === 'body') {
        this.inBody = true;
        this.textFrom = this.position().end + 1;
      }
      return;
    }
    const keep = this.kept > 0 || BODY_ELEMENTS.has(name);
    this.bodyOpen.push(keep);
    if (!keep) return;
    if (this.kept++ === 0) this.addText(this.position().start);
    super.onopentag(name, attribs);
  }

  // htmlparser2 passes the name and whether the end tag was implied; DomHandler's own signature leaves them out.
  override onclosetag(name = '', isImplied = false): void {
    if (!this.inBody) {
      super.onclosetag();
      return;
    }
    // Ended by another tag or the end of the page, the element's text would end at the wrong place, and it would be
    // written back with an end tag the page does not have: such a page is read whole (parseHtml).
    const ownEnd = !isImplied || VOID_BODY_ELEMENTS.has(name);
    if (this.bodyOpen.length === 0) {
      // The body itself.
      this.exact &&= !isImplied;
      this.addText(this.position().start);
      this.inBody = false;
      super.onclosetag();
      return;
    }
    if (!this.bodyOpen.pop()) return;
    super.onclosetag();
    if (--this.kept > 0) return;
    this.exact &&= ownEnd;
    // The text goes on after the element's end tag, or after its start tag when it is void.
    this.textFrom = this.position().end + 1;
  }

  override ontext(data: string): void {
    if (this.building) super.ontext(data);
  }
  override oncomment(data: string): void {
    if (this.building) super.oncomment(data);
  }
  override oncommentend(): void {
    if (this.building) super.oncommentend();
  }
  override oncdatastart(): void {
    if (this.building) super.oncdatastart();
  }
  override oncdataend(): void {
    if (this.building) super.oncdataend();
  }
  override onprocessinginstruction(name: string, data: string): void {
    if (this.building) super.onprocessinginstruction(name, data);
  }
}

/** The page as the tree above or, where its body is not ended as a browser-ready page ends it, as a whole tree. */
export function parseHtml(html: string): Document {
  const handler = new HeadAndBodyTags(html);
  new Parser(handler, AS_WRITTEN).end(html);
  return handler.exact ? handler.root : parseDocument(html, AS_WRITTEN);
}

/**
 * The page's HTML: the body's text pieces as they are; elements, where the tree allows, as React writes them (empty
 * attributes as `=""`, SVG elements with end tags).
 */
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
