/// Adapters from MotionAware to the Rive runtime (rive-ios, module `RiveRuntime`).
///
/// The decisions — which input or property carries a mood, which commands reach the runtime and
/// when, what ends a launch intro — are plain Swift here, built and tested everywhere. The code
/// that calls RiveRuntime is built only with the package trait `Rive`, on platforms RiveRuntime
/// supports (iOS, tvOS, visionOS, macOS; not watchOS).
import MotionAware
