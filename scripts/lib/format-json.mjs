/**
 * JSON as the repository's format check wants it (Prettier with the project's options), for the
 * benchmark results that are committed with the change they measure (bench/*.json).
 */
import * as prettier from 'prettier';

export async function formatJson(file, json) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(json, { ...options, filepath: file });
}
