/**
 * List filters derived from the declaration: contains, exact and [from, to] ranges, and open work. Plain
 * text and yes/no filters are built at once (most lists open with one); ranges (RangeFilterInput), choices
 * and references (DeclaredFilterInput) are fetched when a list first shows one, so a list's first screen
 * downloads only the inputs it shows.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import { NullableBooleanInput, TextInput, useInput } from 'react-admin';
import type { ResourceDefinition } from '../../../resources';
import { filterSpecs, offeredIn, type FilterSpec } from '../../../resources/kit/derive';
import type { DeclaredFilterProps } from './DeclaredFilterInput';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const DeclaredFilterInput = lazy(() => import('./DeclaredFilterInput'));
const RangeFilterInput = lazy(() => import('./RangeFilterInput'));

/**
 * Holds its filter's value in the form while the input loads: unheld, the value a link opened the list
 * with (the home page's "Expired" invoices) was gone when the input arrived, which then showed empty.
 */
function LoadingFilter({ source }: { source: string }) {
  useInput({ source });
  return <Skeleton variant="rounded" width={200} height={40} />;
}

/**
 * Its own Suspense: the list's filters stay on screen while the input loads. `alwaysOn` is read by
 * react-admin's filter form and button from the element's props, so it is accepted here and not passed on.
 */
function LazyFilterInput({ alwaysOn: _alwaysOn, ...props }: DeclaredFilterProps & { alwaysOn: boolean }) {
  return (
    <Suspense fallback={<LoadingFilter source={props.source} />}>
      {props.spec.kind === 'range' ? <RangeFilterInput {...props} /> : <DeclaredFilterInput {...props} />}
    </Suspense>
  );
}

const isPlainText = (spec: FilterSpec) =>
  spec.kind !== 'range' && !['choice', 'choices', 'boolean', 'reference'].includes(spec.type);

/** The declared filters a shop in `country` is offered (`shopCountries`). */
export function filterInputs(resource: ResourceDefinition, translate: Translate, country: string | null = null) {
  const offered = offeredIn(country);
  const specs = Object.entries(filterSpecs(resource)).filter(
    ([, spec]) => !resource.fields[spec.field] || offered([spec.field, resource.fields[spec.field]]),
  );
  return specs.map(([key, spec]) => {
    const label = translate(
      spec.kind === 'open'
        ? `entities.${resource.name}.picker.openFilter`
        : `resources.${resource.name}.fields.${spec.field}`,
    );
    // The naming field is always shown; the others are added with the filter button.
    const alwaysOn = spec.field === resource.labelField;
    if (isPlainText(spec))
      return <TextInput key={key} source={key} label={label} alwaysOn={alwaysOn} helperText={false} />;
    // Built at once too: a lazy one registers after the filter form has read the URL's values, and so
    // showed empty when a link opened the list filtered (the home page's "Ready to ship").
    if (spec.type === 'boolean')
      return <NullableBooleanInput key={key} source={key} label={label} alwaysOn={alwaysOn} helperText={false} />;
    return (
      <LazyFilterInput key={key} source={key} label={label} alwaysOn={alwaysOn} spec={spec} definition={resource} />
    );
  });
}
