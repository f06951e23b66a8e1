/// Adapters from MotionAware to lottie-ios (module `Lottie`).
///
/// The decisions — which marker plays a mood or a trigger, where a paused animation holds still,
/// what an autoplaying animation does under Reduce Motion or with Animated Images off — are plain
/// Swift here, built and tested everywhere. The code that calls Lottie is built only with the
/// package trait `Lottie`, on platforms lottie-ios supports (iOS, tvOS, visionOS, macOS; not
/// watchOS).
import MotionAware
