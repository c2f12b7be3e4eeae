import { SaxesParser } from 'saxes';

/** An element of a parsed UBL document: namespace, local name, its path from the root, attributes, children and text. */
export interface UblNode {
  uri: string;
  local: string;
  path: string;
  attributes: Record<string, string>;
  children: UblNode[];
  text: string;
}

/**
 * `xml` as a tree of elements (saxes, a strict namespace-aware parser); throws when it is not
 * well-formed. What the structure check and the EN 16931 rule tests read.
 */
export function parseUbl(xml: string): UblNode {
  let root: UblNode | null = null;
  const stack: UblNode[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const parent = stack[stack.length - 1];
    const local = tag.local ?? tag.name;
    const attributes = Object.fromEntries(Object.values(tag.attributes).map((attribute) => [typeof attribute === 'string' ? '' : attribute.local, typeof attribute === 'string' ? attribute : attribute.value]));
    const node: UblNode = { uri: tag.uri ?? '', local, path: `${parent ? `${parent.path}/` : ''}${local}`, attributes, children: [], text: '' };
    if (parent) parent.children.push(node);
    else root = node;
    stack.push(node);
  });
  parser.on('text', (text) => {
    const current = stack[stack.length - 1];
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  const top = root as UblNode | null;
  if (!top) throw new Error('no root element');
  return top;
}

/**
 * The elements at `path` below `node`: local names separated by "/" (the cac:/cbc: prefixes may be
 * written, they are read as the local name), every match at each step.
 */
export function select(node: UblNode, path: string): UblNode[] {
  return path
    .split('/')
    .map((step) => step.replace(/^(cac|cbc):/, ''))
    .reduce<UblNode[]>((found, step) => found.flatMap((parent) => parent.children.filter((child) => child.local === step)), [node]);
}

/** The trimmed text of the first element at `path`, or '' when there is none. */
export const textAt = (node: UblNode, path: string) => select(node, path)[0]?.text.trim() ?? '';

/**
 * A copy of the tree with `change` applied to every element at `path` (the root's own path not
 * included): return the element changed, or null to leave it out. How the rule tests plant one
 * violation in a generated document.
 */
export function edited(root: UblNode, path: string, change: (node: UblNode) => UblNode | null): UblNode {
  const [step, ...rest] = path.split('/');
  const name = step?.replace(/^(cac|cbc):/, '');
  return {
    ...root,
    children: root.children.flatMap((child) => {
      if (child.local !== name) return [child];
      const next = rest.length ? edited(child, rest.join('/'), change) : change(structuredClone(child));
      return next ? [next] : [];
    }),
  };
}
