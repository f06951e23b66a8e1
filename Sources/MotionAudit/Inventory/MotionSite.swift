/// One place of an app that animates, gated or not, with what it does with Reduce Motion off and
/// on: a line of the motion inventory (`motion-audit inventory`), the guides' "check every
/// screen in both states" as a checklist.
package struct MotionSite: Sendable, Hashable, Codable {
  /// The animation API the site uses.
  package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    case explicitAnimation = "explicit animation"
    case transition
    case matchedGeometry = "matched geometry"
    case symbolEffect = "symbol effect"
    case phaseAnimator = "phase animator"
    case keyframeAnimator = "keyframe animator"
    case loop
    case animatedScroll = "animated scroll"
    case scrollEffect = "scroll effect"
    case movementModifier = "movement modifier"
    case uiKitAnimation = "UIKit animation"
    case uiKitTransition = "UIKit transition"
    case propertyAnimator = "property animator"
    case coreAnimation = "Core Animation"
    case lottie = "Lottie"
    case rive = "Rive"
    case video
    case animatedImage = "animated image"
  }

  /// What the site does when Reduce Motion is on.
  package enum ReducedBehaviour: String, Sendable, Hashable, Codable, CaseIterable {
    /// The movement becomes a fade, or the site only ever fades.
    case fades
    /// The change happens at once, without animation.
    case appliesInstantly = "applies instantly"
    /// A loop or playback stops on a still frame.
    case holdsStill = "holds still"
    /// No gate: it moves as it does with Reduce Motion off.
    case stillMoves = "still moves"
  }

  /// The file as the user named it.
  package var file: String
  package var line: Int
  package var column: Int
  /// The screen a tester finds it on: the enclosing view type or view controller, else the
  /// file's name.
  package var screen: String
  package var kind: Kind
  /// The state or property whose change starts it, where the code shows one.
  package var property: String?
  /// How a Reduce Motion gate decides it (``MotionGate/Kind``'s name); nil when none does.
  package var gate: String?
  /// What moves with Reduce Motion off: "slides the views below", "loops", "fades".
  package var whenMotionOn: String
  package var whenReduced: ReducedBehaviour

  package init(
    file: String, line: Int, column: Int, screen: String, kind: Kind, property: String? = nil,
    gate: String? = nil, whenMotionOn: String, whenReduced: ReducedBehaviour
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.screen = screen
    self.kind = kind
    self.property = property
    self.gate = gate
    self.whenMotionOn = whenMotionOn
    self.whenReduced = whenReduced
  }

  /// Whether a Reduce Motion gate is on its path.
  package var isGated: Bool { gate != nil }

  /// By file, line, column and kind: the inventory's order, whatever order files were read in.
  package static func inventoryOrder(_ lhs: MotionSite, _ rhs: MotionSite) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.kind.rawValue)
      < (rhs.file, rhs.line, rhs.column, rhs.kind.rawValue)
  }
}
