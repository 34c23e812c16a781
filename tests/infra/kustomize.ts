// Renders infra/k8s the way `kubectl kustomize` does, for exactly the kustomize features its kustomizations
// use, so the registry test can read what a cluster would get without kubectl or kustomize (neither is in
// Debian's or the npm registry's packages). It is not kustomize: a kustomization naming anything else is
// refused, and registry.test.ts compares it with `kubectl kustomize` wherever kubectl is installed.
//
// What it knows:
// - `resources`: YAML files (several documents each) and folders holding a kustomization.yaml.
// - `configMapGenerator` with `behavior: merge` and `literals`: adds keys to a ConfigMap of the resources.
// - `patches`, inline, in order: a JSON 6902 list of `add` and `replace` operations on each object its `target`
//   (kind and name) selects, or a strategic merge patch on the object of the patch's kind, name and namespace.
//   Strategic merge merges mappings key by key, merges the lists Kubernetes merges by key for the fields these
//   patches touch (containers and env by name, container ports by containerPort), and replaces any other list.
// - `labels` with `includeSelectors`: on every object, and on the selectors and pod templates of Deployments
//   and Services (the topology spread constraints' selectors included, as kustomize does).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

type Json = Record<string, unknown>;

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

interface Kustomization {
  resources?: string[];
  configMapGenerator?: Array<{ name: string; namespace?: string; behavior?: string; literals?: string[] }>;
  patches?: Array<{ patch: string; target?: { kind?: string; name?: string } }>;
  labels?: Array<{ pairs: Record<string, string>; includeSelectors?: boolean }>;
}

const known = new Set(['apiVersion', 'kind', 'resources', 'configMapGenerator', 'patches', 'labels']);

/** The objects `kubectl kustomize <dir>` would print, in the order their resources list them. */
export function renderKustomization(dir: string): K8sObject[] {
  const kustomization = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as Kustomization & Json;
  const unknown = Object.keys(kustomization).filter((field) => !known.has(field));
  if (unknown.length > 0) throw new Error(`${dir}/kustomization.yaml: ${unknown.join(', ')} not supported here`);

  const objects = (kustomization.resources ?? []).flatMap((resource) => {
    const file = path.join(dir, resource);
    if (statSync(file).isDirectory()) return renderKustomization(file);
    return parseAllDocuments(readFileSync(file, 'utf8'))
      .map((document) => document.toJS() as K8sObject | null)
      .filter((object): object is K8sObject => object !== null);
  });
  for (const generator of kustomization.configMapGenerator ?? []) mergeConfigMap(objects, generator, dir);
  for (const { patch, target } of kustomization.patches ?? []) applyPatch(objects, parse(patch) as unknown, target, dir);
  for (const { pairs, includeSelectors } of kustomization.labels ?? []) {
    for (const object of objects) addLabels(object, pairs, includeSelectors === true);
  }
  return objects;
}

function mergeConfigMap(objects: K8sObject[], generator: NonNullable<Kustomization['configMapGenerator']>[number], dir: string) {
  if (generator.behavior !== 'merge') throw new Error(`${dir}: only configMapGenerator behavior "merge" is supported here`);
  const configMap = objects.find(
    (object) =>
      object.kind === 'ConfigMap' && object.metadata.name === generator.name && object.metadata.namespace === generator.namespace,
  );
  if (!configMap) throw new Error(`${dir}: no ConfigMap ${generator.name} to merge into`);
  const data = ((configMap.data as Record<string, string> | undefined) ??= {});
  for (const literal of generator.literals ?? []) {
    const eq = literal.indexOf('=');
    data[literal.slice(0, eq)] = literal.slice(eq + 1);
  }
}

function applyPatch(objects: K8sObject[], patch: unknown, target: { kind?: string; name?: string } | undefined, dir: string) {
  if (Array.isArray(patch)) {
    const selected = objects.filter(
      (object) => (!target?.kind || object.kind === target.kind) && (!target?.name || object.metadata.name === target.name),
    );
    if (!target || selected.length === 0) throw new Error(`${dir}: a JSON patch selects no object`);
    for (const object of selected) for (const operation of patch as Operation[]) applyOperation(object, operation, dir);
    return;
  }
  if (target) throw new Error(`${dir}: a strategic merge patch with a target is not supported here`);
  const { kind, metadata } = patch as K8sObject;
  const index = objects.findIndex(
    (object) =>
      object.kind === kind && object.metadata.name === metadata.name && object.metadata.namespace === metadata.namespace,
  );
  if (index === -1) throw new Error(`${dir}: no ${kind} ${metadata.namespace}/${metadata.name} to patch`);
  objects[index] = mergeStrategically(objects[index], patch) as K8sObject;
}

interface Operation {
  op: string;
  path: string;
  value: unknown;
}

function applyOperation(object: K8sObject, { op, path: pointer, value }: Operation, dir: string) {
  if (op !== 'add' && op !== 'replace') throw new Error(`${dir}: JSON patch operation "${op}" is not supported here`);
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop()!;
  let parent: unknown = object;
  for (const key of keys) parent = (parent as Json)?.[key];
  if (parent === null || typeof parent !== 'object') throw new Error(`${dir}: ${pointer} has no parent in ${object.kind}`);
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    if (op === 'replace' && !(index in parent)) throw new Error(`${dir}: nothing to replace at ${pointer}`);
    parent.splice(index, op === 'replace' ? 1 : 0, value);
    return;
  }
  if (op === 'replace' && !(last in parent)) throw new Error(`${dir}: nothing to replace at ${pointer}`);
  (parent as Json)[last] = value;
}

/** The merge key of each list that strategic merge merges item by item; `ports` is a container's. */
const mergeKeys: Record<string, string> = { containers: 'name', env: 'name', ports: 'containerPort' };

function mergeStrategically(base: unknown, patch: unknown, field?: string): unknown {
  if (Array.isArray(patch)) {
    const key = field && mergeKeys[field];
    if (!key || !Array.isArray(base)) return patch;
    const merged = [...(base as Json[])];
    for (const item of patch as Json[]) {
      if (!(key in item)) throw new Error(`a patch's ${field} item has no ${key}, the key it would be merged by here`);
      const at = merged.findIndex((existing) => existing[key] === item[key]);
      if (at === -1) merged.push(item);
      else merged[at] = mergeStrategically(merged[at], item) as Json;
    }
    return merged;
  }
  if (patch === null || typeof patch !== 'object' || base === null || typeof base !== 'object' || Array.isArray(base)) {
    return patch;
  }
  const merged: Json = { ...(base as Json) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = mergeStrategically(merged[key], value, key);
  }
  return merged;
}

function addLabels(object: K8sObject, pairs: Record<string, string>, includeSelectors: boolean) {
  object.metadata.labels = { ...object.metadata.labels, ...pairs };
  if (!includeSelectors) return;
  const spec = object.spec as Json;
  if (object.kind === 'Service') {
    spec.selector = { ...(spec.selector as Json), ...pairs };
  } else if (object.kind === 'Deployment') {
    const selector = spec.selector as Json;
    selector.matchLabels = { ...(selector.matchLabels as Json), ...pairs };
    const template = spec.template as { metadata: Json; spec: { topologySpreadConstraints?: Array<{ labelSelector?: Json }> } };
    template.metadata.labels = { ...(template.metadata.labels as Json), ...pairs };
    for (const constraint of template.spec.topologySpreadConstraints ?? []) {
      if (constraint.labelSelector)
        constraint.labelSelector.matchLabels = { ...(constraint.labelSelector.matchLabels as Json), ...pairs };
    }
  } else {
    throw new Error(`labels with selectors on a ${object.kind} are not supported here`);
  }
}
