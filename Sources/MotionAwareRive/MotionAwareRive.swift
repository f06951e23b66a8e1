/// Adapters from MotionAware to the Rive runtime; built against RiveRuntime with the `Rive` trait.
import MotionAware
