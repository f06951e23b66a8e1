import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax
import SwiftParser
import SwiftSyntax
import Testing

@testable import MotionAudit

/// Springs are warnings; timing curves that move a view, expand one by 100 points or more or
/// slide a `TabView`'s pages are warnings too, and notes when only the views around a change
/// reflow; springs without bounce count as timing curves.
@Test(arguments: [
  ("withAnimation(.spring) { x = 1 }", [Severity.warning]),
  ("withAnimation(.spring(duration: 0.3, bounce: 0)) { x = 1 }", []),
  ("withAnimation(.spring(response: 0.3, dampingFraction: 1.0)) { x = 1 }", []),
  ("withAnimation(.smooth) { x = 1 }", []),
  ("Circle().offset(x: x).animation(.spring(duration: 0.3, bounce: 0), value: x)", [.warning]),
  ("Circle().rotationEffect(.degrees(x)).animation(.linear, value: x)", [.warning]),
  // Inserted before another view, it pushes it; at the end, it fades in and nothing follows.
  (
    "VStack { if x { Text(\"Details\") }; Text(\"More\") }.animation(.easeInOut, value: x)", [.note]
  ),
  ("VStack { if x { Text(\"Details\") } }.animation(.easeInOut, value: x)", []),
  ("Text(\"Card\").frame(height: x ? 300 : 120).animation(.easeInOut, value: x)", [.warning]),
  ("Text(\"Card\").frame(height: x ? 60 : 44).animation(.easeInOut, value: x)", [.note]),
  ("Text(\"Card\").frame(maxHeight: x ? .infinity : 80).animation(.default, value: x)", [.warning]),
  ("Text(\"Card\").padding(.top, x ? 0 : 120).animation(.easeOut, value: x)", [.warning]),
  (
    "TabView(selection: $x) { A(); B() }.tabViewStyle(.page).animation(.default, value: x)",
    [.warning]
  ),
  ("TabView(selection: $x) { A(); B() }.animation(.default, value: x)", [.note]),
  // The watched value holds the selection: when it turns the pages, they slide.
  (
    "TabView(selection: $m.style) { A(); B() }.tabViewStyle(.page).animation(.default, value: m)",
    [.warning]
  ),
  // The watched value holds the flag that grows the frame by 180 points.
  (
    "Text(\"Card\").frame(height: m.isOpen ? 300 : 120).animation(.easeInOut, value: m)",
    [.warning]
  ),
  ("Circle().rotationEffect(.degrees(y)).animation(.linear, value: x)", []),
])
func springsAndTimingCurves(source: String, severities: [Severity]) {
  #expect(
    audit(source, with: UngatedExplicitAnimationRule.self).findings.map(\.severity) == severities)
}

/// The message says what moves: how far a frame expands, or that pages slide.
@Test(arguments: [
  (
    "Text(\"Card\").frame(height: x ? 300 : 120).animation(.easeInOut, value: x)",
    "Animating `x` changes `frame` by 180 points, and the views around it slide, even when "
      + "Reduce Motion is on"
  ),
  (
    "Text(\"Card\").frame(maxHeight: x ? .infinity : 80).animation(.default, value: x)",
    "Animating `x` expands `frame` to fill the space, and the views around it slide, even when "
      + "Reduce Motion is on"
  ),
  (
    "TabView(selection: $x) { A(); B() }.tabViewStyle(.page).animation(.default, value: x)",
    "Animating `x` slides the pages of a `TabView` across the screen even when Reduce Motion is on"
  ),
])
func largeExpansionsAndPagesSayWhatMoves(source: String, message: String) {
  #expect(
    audit(source, with: UngatedExplicitAnimationRule.self).findings.map(\.message) == [message])
}

/// A sheet that changes detent in an animation is said to change height, not to slide the views
/// around a row, though a view inside it enters with the change; a sheet whose detent is not
/// selected by the changed state is not reported.
@Test func sheetDetentChangeSaysTheSheetChangesHeight() {
  let source = """
    struct ComposerHost: View {
      @State private var isComposing = false
      @State private var detent: PresentationDetent = .medium
      var body: some View {
        Button("Write") { isComposing = true }
          .sheet(isPresented: $isComposing) {
            VStack {
              if detent == .large { FormattingBar() }
              Editor(onExpand: { withAnimation(.easeInOut) { detent = .large } })
            }
            .presentationDetents([.medium, .large], selection: $detent)
          }
      }
    }
    """
  let findings = audit(source, with: UngatedExplicitAnimationRule.self).findings
  #expect(
    findings.map(\.message) == [
      "Animating `detent` changes the height of a sheet even when Reduce Motion is on"
    ])
  #expect(findings.map(\.severity) == [.warning])
  let unselected = source.replacingOccurrences(of: ", selection: $detent", with: "")
    .replacingOccurrences(of: "if detent == .large { FormattingBar() }", with: "FormattingBar()")
  #expect(audit(unselected, with: UngatedExplicitAnimationRule.self).findings.isEmpty)
}

/// An animation held in a variable is followed to its value.
@Test func animationVariablesAreFollowed() {
  let source = """
    let style = Animation.bouncy(duration: 0.4)
    let calm = Animation.easeOut
    withAnimation(style) { x = 1 }
    withAnimation(calm) { x = 1 }
    withAnimation(unknown) { x = 1 }
    """
  #expect(audit(source, with: UngatedExplicitAnimationRule.self).findings.map(\.line) == [3])
}

/// A finding names the modifier that moves as a related location, so a reader sees the motion,
/// not only the animation that drives it.
@Test func theModifierThatMovesIsARelatedLocation() throws {
  let source = """
    struct Spoiler: View {
        @Binding var isShown: Bool
        var body: some View {
            Button {
                withAnimation { isShown.toggle() }
            } label: {
                Image(systemName: "chevron.down")
                    .rotationEffect(.degrees(isShown ? 0 : 180))
            }
        }
    }
    """
  let finding = try #require(audit(source, with: UngatedExplicitAnimationRule.self).findings.first)
  #expect(finding.line == 5)
  #expect(finding.related.map(\.line) == [8])
  #expect(finding.related.first?.message == "`rotationEffect` moves the view here")
}

/// A transition's own `.offset` is the transition rule's: the animation attached to it is not a
/// second finding of the same motion.
@Test func anAnimationAttachedToAMovingTransitionIsTheTransitionsFinding() {
  let source = """
    struct Hint: View {
        @State private var visible = false
        var body: some View {
            if visible {
                Text("Swipe to archive").transition(.offset(y: 30).animation(.default))
            }
        }
    }
    """
  let result = FileAuditor.audit(file: "Hint.swift", bytes: Array(source.utf8), settings: .defaults)
  #expect(result.findings.map(\.ruleID) == ["movement-transition-without-fade"])
}

/// `.animation(_:value: model.isSelecting)`: a member that a view of another file offsets by.
@Test func anAnimationWatchingAMemberThatMovesViewsElsewhereIsReported() {
  let files = [
    (
      "Header.swift",
      """
      struct Header: View {
          @ObservedObject var model: ListModel
          var body: some View {
              Text("Bookmarks").offset(y: model.isSelecting ? 40 : 0)
          }
      }
      """
    ),
    (
      "Row.swift",
      """
      struct Row: View {
          @ObservedObject var model: ListModel
          var body: some View {
              Text("A bookmark").animation(.default, value: model.isSelecting)
          }
      }
      """
    ),
  ]
  var plan = AuditPlan(settings: .defaults, prefilter: nil)
  plan.projectFacts = ProjectFacts(sources: files.map(\.1))
  let findings = FileAuditor.audit(file: "Row.swift", bytes: Array(files[1].1.utf8), plan: plan)
    .findings
  #expect(findings.map(\.ruleID) == ["ungated-explicit-animation"])
  let alone = FileAuditor.audit(
    file: "Row.swift", bytes: Array(files[1].1.utf8), settings: .defaults
  ).findings
  #expect(alone.isEmpty)
}

/// A binding toggled under an animation, which another file lays out by, and a chevron of this
/// view that rotates by it: the rotation is the finding, with the chevron as its related
/// location, rather than the other file's layout.
@Test func aModifierThatMovesByTheBindingHereOutranksLayoutElsewhere() throws {
  let files = [
    (
      "Post.swift",
      """
      struct Post: View {
          @State private var showsSpoiler = false
          var body: some View {
              VStack {
                  SpoilerHeader(showsSpoiler: $showsSpoiler)
                  if showsSpoiler { Text("The butler did it") }
              }
          }
      }
      """
    ),
    (
      "SpoilerHeader.swift",
      """
      struct SpoilerHeader: View {
          @Binding var showsSpoiler: Bool
          var body: some View {
              Button {
                  withAnimation { showsSpoiler.toggle() }
              } label: {
                  Image(systemName: "chevron.down")
                      .rotationEffect(.degrees(showsSpoiler ? 0 : 180))
              }
          }
      }
      """
    ),
  ]
  var plan = AuditPlan(settings: .defaults, prefilter: nil)
  plan.projectFacts = ProjectFacts(sources: files.map(\.1))
  let findings = FileAuditor.audit(
    file: "SpoilerHeader.swift", bytes: Array(files[1].1.utf8), plan: plan
  ).findings
  let finding = try #require(findings.first)
  #expect(findings.count == 1)
  #expect(finding.severity == .warning)
  #expect(finding.related.map(\.line) == [8])
}

/// Where the file itself moves views by the member, those views are judged in the file: an
/// outer `.animation(_:value:)` that only fades a background is not reported for them.
@Test func anAnimationWatchingAMemberThisFileMovesByIsJudgedByItsOwnViews() {
  let source = """
    struct Menu: View {
        @ObservedObject var model: MenuModel
        var body: some View {
            ZStack {
                Bubbles(model: model)
            }
            .background { if model.isOpen { Color.black.opacity(0.4) } }
            .animation(.default, value: model.isOpen)
        }
    }
    struct Bubbles: View {
        @ObservedObject var model: MenuModel
        var body: some View {
            Text("👍")
                .offset(y: model.isOpen ? -80 : 0)
                .animation(.spring(duration: 0.3, bounce: 0), value: model.isOpen)
        }
    }
    """
  var plan = AuditPlan(settings: .defaults, prefilter: nil)
  plan.projectFacts = ProjectFacts(sources: [source])
  let lines = FileAuditor.audit(file: "Menu.swift", bytes: Array(source.utf8), plan: plan)
    .findings.filter { $0.ruleID == "ungated-explicit-animation" }.map(\.line)
  #expect(lines == [16])
}

/// After `--fix` gates a view's transition, its view model's `withAnimation` still pushes the
/// views below: the finding stays, and its advice is one a view model can follow (no
/// `@Environment` there); it is rewritten only where it runs on the main actor, as MotionAware's
/// `withMotionAwareAnimation` requires.
@Test func aViewModelsAnimationGetsAdviceItCanFollow() throws {
  let source = """
    import SwiftUI

    final class FeedModel: ObservableObject {
        @Published var showsBanner = false
        func refresh() {
            withAnimation { showsBanner = true }
        }
    }

    struct FeedView: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        @StateObject private var model = FeedModel()
        var body: some View {
            VStack {
                if model.showsBanner {
                    Text("New posts").transition(reduceMotion ? .opacity : .move(edge: .top))
                }
                Text("Posts")
            }
        }
    }
    """
  // The view model's member is laid out by the view: the project's facts say so.
  func findings(_ source: String) -> [Finding] { projectFindings(source) }
  let finding = try #require(findings(source).first { $0.ruleID == "ungated-explicit-animation" })
  #expect(finding.line == 6)
  #expect(finding.fix == UngatedExplicitAnimationRule.adviceOutsideViews)
  #expect(!finding.fix.contains("accessibilityReduceMotion"))
  #expect(finding.edits.isEmpty)

  let onMainActor = source.replacingOccurrences(
    of: "final class FeedModel", with: "@MainActor final class FeedModel")
  let corrected = try #require(
    findings(onMainActor).first { $0.ruleID == "ungated-explicit-animation" })
  #expect(corrected.fix == UngatedExplicitAnimationRule.adviceOutsideViews)
  #expect(
    corrected.edits.map(\.replacement).sorted() == [
      "\nimport MotionAware", "withMotionAwareAnimation",
    ])
}

/// In a view, the advice is the rule's own: read the environment.
@Test func aViewsAnimationKeepsTheRulesAdvice() throws {
  let source = """
    struct Picker: View {
        @State private var selected = 0
        var body: some View {
            Button("Next") { withAnimation(.bouncy) { selected += 1 } }
        }
    }
    """
  let finding = try #require(audit(source, with: UngatedExplicitAnimationRule.self).findings.first)
  #expect(finding.fix == UngatedExplicitAnimationRule.description.fix)
}

/// `.animation(_:value: observer.isRunning)` over a list whose first section, a view of the app's
/// own, lays out by `isRunning` in its own file: it may change height, and the sections below it
/// slide. Last in the list, or where no view lays out by the member, nothing follows.
@Test func aSectionOfTheAppsOwnThatLaysOutByTheMemberPushesTheSectionsBelow() {
  let screen = """
    struct TaskScreen: View {
        @ObservedObject var observer: TaskObserver
        var body: some View {
            List {
                ProgressSection(observer: observer)
                TriggersSection(observer: observer)
            }
            .animation(.linear(duration: 0.2), value: observer.isRunning)
        }
    }
    """
  let section = """
    struct ProgressSection: View {
        @ObservedObject var observer: TaskObserver
        var body: some View {
            Section {
                if observer.isRunning { ProgressView() }
                Button("Run") {}
            }
        }
    }
    """
  func findings(_ screen: String, with others: [String]) -> [Finding] {
    projectFindings(screen, with: others)
  }
  let pushed = findings(screen, with: [section])
  #expect(pushed.map(\.line) == [8])
  #expect(pushed.first?.message.contains("`observer.isRunning`") == true)
  let last = screen.replacingOccurrences(of: "TriggersSection(observer: observer)", with: "")
  #expect(findings(last, with: [section]).isEmpty)
  let contentOnly = section.replacingOccurrences(
    of:
      "if observer.isRunning { ProgressView() }",
    with: "Text(observer.title)")
  #expect(findings(screen, with: [contentOnly]).isEmpty)
}

/// A gauge that zooms in through `.scale` is said to scale, not to move.
@Test func aScaleTransitionIsSaidToScale() throws {
  let source = """
    struct TaskRow: View {
        @State private var isRunning = false
        var body: some View {
            HStack {
                Text("Task")
                if isRunning {
                    Gauge().transition(.opacity.combined(with: .scale).animation(.bouncy))
                }
                Image(systemName: "chevron.right")
            }
            .animation(.linear(duration: 0.1), value: isRunning)
        }
    }
    """
  let finding = try #require(
    audit(source, with: UngatedExplicitAnimationRule.self).findings.first { $0.line == 11 })
  #expect(
    finding.message
      == "Animating `isRunning` scales a view in or out with its transition, and the views after "
      + "it slide, even when Reduce Motion is on")
}

/// Layout that views of another file decide is named by the path that changes: the member of
/// the view model the button sets, not the member alone or the view model; a binding's value, not
/// its `wrappedValue`. Where one animation changes several members, the view model is named.
@Test func layoutMessagesNameThePathThatChanges() throws {
  let row = """
    struct RowView: View {
        @ObservedObject var viewModel: RowModel
        var body: some View {
            VStack {
                if viewModel.isFiltered { Text("Filtered") }
                Text(viewModel.text)
                Footer()
            }
        }
    }
    """
  let banner = """
    struct Banner: View {
        @ObservedObject var viewModel: RowModel
        var body: some View {
            Button("Show anyway") { withAnimation(.easeInOut) { viewModel.isFiltered = false } }
        }
    }
    """
  func message(_ source: String) throws -> String {
    try #require(projectFindings(source, with: [row]).first).message
  }
  #expect(try message(banner).hasPrefix("Animating `viewModel.isFiltered` inserts, removes"))
  let twoMembers = banner.replacingOccurrences(
    of: "viewModel.isFiltered = false", with: "viewModel.isFiltered = false; viewModel.isBot = true"
  )
  #expect(try message(twoMembers).hasPrefix("Animating `viewModel.isFiltered` "))
}

/// What an animation changes, named for a message: the one path through the name the rule
/// decided by, without a binding's `wrappedValue`; the name itself where several paths pass
/// through it.
@Test(arguments: [
  ("withAnimation { viewModel.viewMode = .edit }", "viewModel", "viewModel.viewMode"),
  ("withAnimation { viewModel.fields.append(field) }", "viewModel", "viewModel.fields"),
  ("withAnimation { entity.content.translated = .none }", "content", "entity.content.translated"),
  ("withAnimation { showContent.wrappedValue = true }", "wrappedValue", "showContent"),
  ("withAnimation { model.a = 1; model.b = 2 }", "model", "model"),
  ("withAnimation { isOn.toggle() }", "isOn", "isOn"),
  ("list.animation(.linear, value: model.background.is(.searching))", "model", "model.background"),
  ("list.animation(.linear, value: model.items)", "model", "model.items"),
  ("$model.isOn.animation()", "isOn", "model.isOn"),
])
func changedPathsNameWhatChanges(source: String, name: String, path: String) throws {
  let call = try #require(
    Parser.parse(source: source).descendants(ofType: FunctionCallExprSyntax.self).first {
      AnimationApplication($0) != nil
    })
  #expect(try #require(AnimationApplication(call)).changedPath(named: name) == path)
}

/// The rule's findings in `source`, audited with the project facts of `source` and `others`.
private func projectFindings(_ source: String, with others: [String] = []) -> [Finding] {
  var plan = AuditPlan(settings: .defaults, prefilter: nil)
  plan.projectFacts = ProjectFacts(sources: [source] + others)
  return FileAuditor.audit(file: "View.swift", bytes: Array(source.utf8), plan: plan).findings
    .filter { $0.ruleID == UngatedExplicitAnimationRule.description.id }
}
