import MotionAuditSemantics

/// A mascot's `.riv` that loops and has no boolean input or view-model boolean named for reduced
/// motion: the app can only pause it (freezing it mid-movement) or swap it for a still, instead of
/// letting the file calm itself.
///
/// A mascot file: one whose name says mascot or character, or one the code loads in a type,
/// variable or MotionAware API for a mascot. Looping: a linear animation that loops or
/// ping-pongs. A reduced-motion switch: a boolean state-machine input or view-model boolean
/// whose name says so (`prefersReducedMotion`, `reduce_motion`, `isMotionReduced`). A note: a
/// suggestion for the file's designer, not a bug in the app.
///
/// Known false positives: a mascot calmed by a differently named input (`calm`). Known false
/// negatives: mascot files with other names, loaded from variables.
package struct MascotRiveWithoutReducedMotionInputRule: ProjectRule {
  package static let description = RuleDescription(
    id: "mascot-rive-without-reduced-motion-input",
    name: "Looping mascot .riv without a reduced-motion input",
    defaultSeverity: .note,
    message: "Mascot .riv loops and has no reduced-motion input or view-model boolean",
    rationale: """
      Rive does not follow Reduce Motion by itself: "the runtime plays whatever the state \
      machine does". Rive's own advice is to pass the preference into the file as a \
      data-binding boolean (for example prefersReducedMotion) and branch in the state machine, \
      so the mascot settles into a calm pose that still says what it means. Without one, the \
      app can only pause the view, which "can stop at an unnatural midway position", or swap \
      it for a still.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — pausing Rive or Lottie",
      "Rive: Apple runtime: Data binding",
    ],
    fix: """
      Ask the designer for a boolean input or view-model property `prefersReducedMotion` that \
      settles the mascot in a calm pose, and set it from the Reduce Motion setting; until then, \
      show the mood's still under Reduce Motion.
      """,
    requiredTokens: ["RiveViewModel", "RiveFile", "local", "RiveMascotAnimation", "RiveLoading"],
    // Only a call is a `.local(…)` Rive source: not `localized`, `locale` or `case .local:`.
    requiredTokensCalled: ["local"],
    examples: projectExamples)

  package init() {}

  package static func check(_ project: ProjectContext, violations: inout [ProjectViolation]) {
    var mascotFiles: Set<String> = []
    for swiftFile in project.swiftFiles {
      for reference in swiftFile.facts.animations
      where reference.format == .rive && reference.role == .mascot {
        if let file = project.animationFile(
          named: reference.name, format: .rive, from: swiftFile.file)
        {
          mascotFiles.insert(file.file)
        }
      }
    }
    for file in project.animations {
      guard let rive = file.rive else { continue }
      let name = file.baseName.lowercased()
      guard mascotFiles.contains(file.file) || name.contains("mascot") || name.contains("character")
      else { continue }
      guard let looping = rive.repeatingAnimations.first, rive.reducedMotionSwitches.isEmpty
      else { continue }
      violations.append(
        ProjectViolation(
          at: .file(file.file, .fileStart),
          message: "Mascot \(file.fileName) loops (`\(looping.animation.name)` on "
            + "`\(looping.artboard)`) and has no boolean input or view-model boolean for reduced "
            + "motion: the app can only pause it or show a still"))
    }
  }
}
