import type { Program } from 'estree'
import type {
  MdxJsxAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'

/**
 * The MDX nodes the page transforms write and read: JSX attributes, a
 * `{name}` value, an import line. One builder each, so that every
 * transform emits them the same way.
 */

/** `name="value"`, `name` (null) or `name={…}` on a JSX element. */
export const jsxAttribute = (
  name: string,
  value: MdxJsxAttribute['value'],
): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value })

/** A JSX element's attribute of that name, if it has one. */
export const attributeOf = (
  element: MdxJsxFlowElement | MdxJsxTextElement,
  name: string,
): MdxJsxAttribute | undefined =>
  element.attributes.find(
    (attribute): attribute is MdxJsxAttribute =>
      attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  )

/** `{name}` as the value of a JSX attribute. */
export const identifierValue = (name: string): MdxJsxAttribute['value'] => ({
  type: 'mdxJsxAttributeValueExpression',
  value: name,
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ExpressionStatement',
          expression: { type: 'Identifier', name },
        },
      ],
    },
  },
})

/** `import name from 'source'` as MDX adds it to a page. */
export function importOf(name: string, source: string): MdxjsEsm {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [
          {
            type: 'ImportDefaultSpecifier',
            local: { type: 'Identifier', name },
          },
        ],
        source: { type: 'Literal', value: source },
        attributes: [],
      },
    ],
  }
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}'`,
    data: { estree },
  }
}

/** `export const name = () => import('file')`: a module the page's script loads when it is first needed. */
export function lazyImportExport(name: string, file: string): MdxjsEsm {
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
            {
              type: 'VariableDeclarator',
              id: { type: 'Identifier', name },
              init: {
                type: 'ArrowFunctionExpression',
                params: [],
                expression: true,
                body: {
                  type: 'ImportExpression',
                  source: { type: 'Literal', value: file },
                },
              },
            },
          ],
        },
      },
    ],
  }
  return {
    type: 'mdxjsEsm',
    value: `export const ${name} = () => import('${file}')`,
    data: { estree },
  }
}
