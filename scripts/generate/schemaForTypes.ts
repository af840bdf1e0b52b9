// The schemas carry text for people that would distort the generated names:
// Korean titles (type names come from the $defs keys instead), descriptions
// and defaults written beside a $ref for editors' hovers and new values (they
// would fork a copy of the referenced type), and $id (the root is named by the caller).
export function schemaForTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(schemaForTypes);
  if (schema === null || typeof schema !== 'object') return schema;
  const isRef = '$ref' in schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(
        ([keyword]) =>
          keyword !== 'title' && keyword !== '$id' && !(isRef && (keyword === 'description' || keyword === 'default')),
      )
      .map(([keyword, value]) => [
        keyword,
        keyword === 'properties' || keyword === '$defs' ? byName(value) : schemaForTypes(value),
      ]),
  );
}

// Under `properties` and `$defs` the keys are names (a property may be called "title"), not keywords.
function byName(schemas: unknown): unknown {
  return Object.fromEntries(
    Object.entries(schemas as Record<string, unknown>).map(([name, value]) => [name, schemaForTypes(value)]),
  );
}
