import { Parser } from 'acorn';
import type { Program } from 'estree';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

/**
 * Code a remark step adds to a page, parsed as MDX parses what a page writes (acorn: the latest syntax, a module),
 * so the steps write JavaScript instead of syntax trees by hand.
 */
function program(code: string): Program {
  return Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
}

/** An ESM block (imports and exports; MDX takes nothing else) for a page's module. */
export function esmNode(code: string): MdxjsEsm {
  return { type: 'mdxjsEsm', value: code, data: { estree: program(code) } };
}

/** A JSX attribute whose value is an expression: `name={code}`. */
export function expressionAttribute(name: string, code: string): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: code, data: { estree: program(`(${code})`) } },
  };
}
