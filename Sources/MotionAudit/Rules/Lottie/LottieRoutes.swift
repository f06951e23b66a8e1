import MotionAuditSemantics

/// Lottie's loop modes and playing calls, as the rules' calls (the names are the fact
/// collector's too, declared beside it).
extension LottieLoopMode: CallRoute {}

extension LottiePlayback: CallRoute {}
