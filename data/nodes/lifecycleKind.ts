/** How a lifecycle reads to a reader: deprecated, retired, or reported retired (by a third party). Apart from the
 * schema so that pages use it without zod. */
export function lifecycleKind(lifecycle: {
  status: 'deprecated' | 'retired';
  source?: { thirdParty?: boolean };
}): 'deprecated' | 'retired' | 'reported' {
  return lifecycle.source?.thirdParty ? 'reported' : lifecycle.status;
}
