/// Adapters from MotionAware to lottie-ios; built against Lottie with the `Lottie` trait.
import MotionAware
