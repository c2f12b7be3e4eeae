/**
 * A readable summary for an operation that declares none (`@ApiOperation({ summary })` on the
 * handler overrides it), from its controller's and handler's names, its method and its path:
 *
 *   DepartmentController.list                 -> "List departments"
 *   AppointmentController.cancel             -> "Cancel appointment"   (one record: singular)
 *   DepartmentController.remove               -> "Delete department"
 *   ServiceCatalogueController.createCategory -> "Create category"
 *   AppointmentController.changeLog (GET)    -> "Get change log"
 *   DepartmentController.branchesOf  (GET)    -> "Get branches of department"
 *
 * Operations are grouped by their controller's tag, so the summary names the action, not the area.
 */
export interface SummarySource {
  controller: string;
  handler: string;
  method: string;
  path: string;
}

export function operationSummary({ controller, handler, method, path }: SummarySource): string {
  const [first, ...rest] = words(handler);
  const noun = words(controller.replace(/Controller$/, '')).filter((word) => word !== first);
  if (VERBS.has(first)) {
    const verb = VERB_LABELS[first] ?? capitalise(first);
    if (INTRANSITIVE.has(first)) return verb;
    const object = rest.length ? rest : first === 'list' ? plural(noun) : targetsOne(first, path) ? singular(noun) : noun;
    return `${verb} ${object.join(' ')}`;
  }
  // The handler is named for what it answers (`settings`, `vacations`): the method says the action.
  const object = PREPOSITIONS.has(rest.at(-1) ?? first) ? [first, ...rest, ...noun] : [first, ...rest];
  return `${METHOD_VERBS[method] ?? capitalise(method.toLowerCase())} ${object.join(' ')}`;
}

/** Handler names that start with one of these are read as "<verb> <object>". */
const VERBS = new Set([
  'list', 'get', 'create', 'edit', 'remove', 'save', 'set', 'add', 'check', 'report', 'issue', 'switch', 'reorder', 'upload',
  'download', 'approve', 'move', 'plan', 'start', 'end', 'cancel', 'schedule', 'post', 'refresh', 'login', 'logout', 'export', 'view',
]);
const VERB_LABELS: Record<string, string> = { remove: 'Delete', login: 'Sign in', logout: 'Sign out' };
const INTRANSITIVE = new Set(['login', 'logout']);
/** Verbs that make one record whatever the path says. */
const MAKES_ONE = new Set(['create', 'add']);
const METHOD_VERBS: Record<string, string> = { GET: 'Get', POST: 'Create', PUT: 'Save', PATCH: 'Edit', DELETE: 'Delete' };
const PREPOSITIONS = new Set(['of', 'for', 'by']);
const UNCOUNTABLE = new Set(['staff', 'history']);

/** One record: the path ends with its id (`/rooms/{uuid}`) or with the action on it (`/{uuid}/cancel`). */
function targetsOne(verb: string, path: string): boolean {
  const segments = path.split('/');
  const last = segments.at(-1) ?? '';
  const isParam = (segment = '') => segment.startsWith('{');
  return MAKES_ONE.has(verb) || isParam(last) || (last === verb && isParam(segments.at(-2)));
}

/** `createCategory` -> ['create', 'category']; `ToothStatus` -> ['tooth', 'status']. */
const words = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .filter(Boolean);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Already plural (`rooms`, `settings`), but not `status` or `address`. */
const isPlural = (word: string) => UNCOUNTABLE.has(word) || /[^su]s$/.test(word);

/** English plural of the last word: enough for the nouns controllers are named with. */
function plural(noun: string[]): string[] {
  const last = noun.at(-1) ?? '';
  const head = noun.slice(0, -1);
  if (isPlural(last)) return noun;
  if (/[^aeiou]y$/.test(last)) return [...head, `${last.slice(0, -1)}ies`];
  if (/(s|x|ch|sh)$/.test(last)) return [...head, `${last}es`];
  return [...head, `${last}s`];
}

/** English singular of a plural last word (`appointments`, `specialities`, `branches`). */
function singular(noun: string[]): string[] {
  const last = noun.at(-1) ?? '';
  if (UNCOUNTABLE.has(last) || !isPlural(last)) return noun;
  const head = noun.slice(0, -1);
  if (last.endsWith('ies')) return [...head, `${last.slice(0, -3)}y`];
  if (/(x|ch|sh|ss)es$/.test(last)) return [...head, last.slice(0, -2)];
  return [...head, last.slice(0, -1)];
}
