/** A recipe with its ingredients' current stock (the generic rows table) and the way to use it. */
import { resources } from '../../../resources';
import ResourceShow from '../../views/ResourceShow';
import { UseRecipeButton } from './UseRecipeButton';

export default function RecipeShow() {
  return <ResourceShow resource={resources.recipe} actions={<UseRecipeButton />} />;
}
