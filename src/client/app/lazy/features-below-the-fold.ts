// The code of a lazily loaded part of src/client/features/marketing/components/features-below-the-fold.tsx, its own chunk: a page imports it with import().
export {
  FeatureBlocks,
  FeaturesCallToAction,
  ProductTour,
  TechnologyCards,
  TestimonialGrid,
} from "@/client/features/marketing";
