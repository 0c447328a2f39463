// The features page's sections below its first screen: one chunk, which src/client/app/routes/marketing/features.tsx
// loads with import() as the first of them nears the viewport.
export {
  FeatureBlocks,
  FeaturesCallToAction,
  ProductTour,
  TechnologyCards,
  TestimonialGrid,
} from "@/client/features/marketing";
