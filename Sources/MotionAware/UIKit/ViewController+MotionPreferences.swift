#if canImport(ObjectiveC)
  import ObjectiveC

  #if canImport(UIKit) && !os(watchOS)
    import UIKit

    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    extension NSObjectProtocol where Self: UIViewController {
      /// Calls `apply` with the motion preferences now and after each change, on the main actor,
      /// for as long as this view controller lives: the guide's `MascotViewController` without
      /// the observer token, the `deinit` and the thread hop.
      ///
      /// ```swift
      /// override func viewDidLoad() {
      ///   super.viewDidLoad()
      ///   observeMotionPreferences { controller, preferences in
      ///     controller.riveView.isPaused = preferences.reduceMotion
      ///     controller.riveView.isHidden = preferences.reduceMotion
      ///     controller.stillView.isHidden = !preferences.reduceMotion
      ///   }
      /// }
      /// ```
      ///
      /// The view controller keeps the observer and `apply` receives it as its first argument,
      /// so no capture of `self` is needed and none can keep it alive. It keeps one: calling this
      /// again (from `viewWillAppear`, say) cancels and replaces the earlier observer, so
      /// callbacks never stack. The returned observer gives the current value, a stream of
      /// changes, and `cancel()`.
      @MainActor
      @discardableResult
      public func observeMotionPreferences(
        policy: MotionPolicy = MotionPolicy(),
        _ apply: @escaping @MainActor (Self, MotionPreferences) -> Void
      ) -> MotionPreferencesObserver {
        attachMotionPreferencesObserver(policy: policy, apply)
      }
    }
  #endif

  #if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    @available(macOS 13.0, *)
    extension NSObjectProtocol where Self: NSViewController {
      /// Calls `apply` with the motion preferences now and after each change, on the main actor,
      /// for as long as this view controller lives. See the UIKit counterpart.
      @MainActor
      @discardableResult
      public func observeMotionPreferences(
        policy: MotionPolicy = MotionPolicy(),
        _ apply: @escaping @MainActor (Self, MotionPreferences) -> Void
      ) -> MotionPreferencesObserver {
        attachMotionPreferencesObserver(policy: policy, apply)
      }
    }
  #endif

  extension NSObjectProtocol {
    /// Follows the device's preferences for as long as this object lives: the observer is kept
    /// as an associated object, so it is released, and stops following, with its owner. A new
    /// observer replaces the one kept before, which is cancelled.
    @MainActor
    func attachMotionPreferencesObserver(
      policy: MotionPolicy,
      _ apply: @escaping @MainActor (Self, MotionPreferences) -> Void
    ) -> MotionPreferencesObserver {
      let observer = MotionPreferencesObserver(policy: policy) { [weak self] preferences in
        guard let self else { return }
        apply(self, preferences)
      }
      let slot = MotionPreferencesObserverSlot.attached(to: self)
      slot.observer?.cancel()
      slot.observer = observer
      return observer
    }
  }

  /// The observer an object keeps alive.
  @MainActor
  private final class MotionPreferencesObserverSlot {
    var observer: MotionPreferencesObserver?

    static func attached(to owner: AnyObject) -> MotionPreferencesObserverSlot {
      if let slot = objc_getAssociatedObject(owner, &observerSlotKey)
        as? MotionPreferencesObserverSlot
      {
        return slot
      }
      let slot = MotionPreferencesObserverSlot()
      objc_setAssociatedObject(owner, &observerSlotKey, slot, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return slot
    }
  }

  /// The association key: only its address is used.
  nonisolated(unsafe) private var observerSlotKey: UInt8 = 0
#endif
