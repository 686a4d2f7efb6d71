import { Parser } from 'acorn';
import type { Expression, Program } from 'estree';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

/**
 * Code an MDX step adds to a page, parsed as MDX parses what a page writes (acorn: the latest syntax, a module),
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

/**
 * `export const name = value` for a page's module, with the syntax tree built from the value: the node data and flows
 * a page carries are large, and parsing their JSON back was most of these steps' time.
 */
export function esmConst(name: string, value: unknown): MdxjsEsm {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        attributes: [],
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            { type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) as Expression },
          ],
        },
      },
    ],
  };
  return { type: 'mdxjsEsm', value: `export const ${name} = ${JSON.stringify(value)};`, data: { estree } };
}

/** A JSX attribute whose value is data: `name={value}`, its syntax tree built from the value (see esmConst). */
export function dataAttribute(name: string, value: unknown): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: valueToEstree(value) as Expression }],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: { estree } },
  };
}
