import MotionAuditSources

/// Reads a file's ``DeclarationFacts`` from its tokens, in one pass with no parsing.
///
/// It recognizes declarations by their keywords (`func`, `var`, `let`, `struct`, `class`,
/// `extension`, …) and their extent by matching brackets, which is all the facts need: a name, a
/// written type, and the tokens of a value or body. Being lexical, it can be fooled by code
/// written to fool it; the worst that does is a fact too many or too few, which only changes
/// findings elsewhere, never crashes or stalls (every loop moves forward).
///
/// What a declaration or a use of names contributes is decided in one place, the `record`
/// methods, which take it as found: by this pass, or by the tree pass that finds declarations and
/// uses in the parsed file (``DeclarationFacts/init(collectingDeclarationsOf:bytes:configuredSignals:)``).
/// The audit uses this pass, which needs no parse before the other files' facts are known; a test
/// holds the two to the same facts on the example apps and the benchmark corpus.
struct DeclarationFactScanner {
  /// Names that would gate far too much if a helper of that name were taken for a signal.
  static let reservedNames: Set<String> = MotionVocabulary.springAnimations
    .union(MotionVocabulary.timingCurveAnimations)
    .union(MotionVocabulary.movementTransitions)
    .union(["body", "init", "animation", "transition", "opacity", "identity", "none", "modifier"])

  /// Types whose Bool members are the app's own settings.
  static let settingsTypeWords = ["Settings", "Preferences", "Defaults", "Config", "Options"]

  /// Lowercased fragments of a setting that lets the user stop motion or animated images.
  static let motionSettingFragments = [
    "anim", "motion", "autoplay", "staticavatar", "staticemoji", "staticimage", "staticheader",
    "stillimage",
  ]

  /// Whether a written type is a URL or an image: what an animated-image player is given.
  static func isMediaType(_ typeText: String) -> Bool {
    typeText.hasSubstring("URL") || typeText.hasSubstring("Image")
  }

  /// Names that change geometry when a UIKit method assigns or calls them.
  static let geometryNames: Set<String> = [
    "frame", "center", "transform", "bounds", "constant", "layoutIfNeeded", "contentOffset",
    "setContentOffset", "position", "origin", "isHidden", "translatedBy", "scaledBy",
    "anchorPoint", "transform3D", "scrollRectToVisible", "scrollToRow", "scrollToItem",
    "contentInset",
  ]

  /// ``geometryNames``, tested against a token's bytes.
  private static let geometryTokens = TokenNames(geometryNames)

  /// Movement modifiers whose arguments, when they read another value's member, make that member
  /// geometry.
  static let geometryModifiers = MotionVocabulary.movementModifiers.union(["frame", "padding"])

  /// ``geometryModifiers`` and `modifier`, tested against a token's bytes: the modifiers whose
  /// arguments ``recordModifierUse(name:arguments:)`` reads.
  private static let modifierTokens = TokenNames(geometryModifiers.union(["modifier"]))

  /// At most this many names a decider or method keeps for propagation.
  static let maximumReferences = 48

  private let bytes: UnsafeBufferPointer<UInt8>
  let tokens: [LexicalToken]
  private let configuredSignals: Set<String>
  /// For each opening bracket, its closing one (and the reverse); `tokens.count` when unmatched.
  let matching: [Int]
  private(set) var facts = DeclarationFacts()
  /// Where ``lineAndColumn(ofByte:)`` stopped: a byte offset, its line, and that line's start.
  private var lineCursor = (offset: 0, line: 1, lineStart: 0)

  /// The facts of `bytes`; `configuredSignals` are the project's own signal names.
  static func scan(_ bytes: [UInt8], configuredSignals: Set<String> = []) -> DeclarationFacts {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = DeclarationFactScanner(bytes: buffer, configuredSignals: configuredSignals)
      scanner.run()
      return scanner.facts
    }
  }

  init(bytes: UnsafeBufferPointer<UInt8>, configuredSignals: Set<String>) {
    self.bytes = bytes
    self.configuredSignals = configuredSignals
    let tokens = SwiftLexer.tokens(of: bytes)
    self.tokens = tokens
    var matching = Array(repeating: tokens.count, count: tokens.count)
    var open: [Int] = []
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      switch bytes[token.start] {
      case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
        open.append(index)
      case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
        // A stray closer matches nothing; an opener left open matches the end.
        if let opener = open.popLast() {
          matching[opener] = index
          matching[index] = opener
        }
      default:
        break
      }
    }
    self.matching = matching
  }

  // MARK: The pass

  /// An open brace: a type's body (with its name and what it inherits) or anything else.
  private struct Scope {
    var closing: Int
    var type: TypeScope?
  }

  /// A type's body: the type's name (the last of `extension Foo.Bar`), the names its
  /// inheritance clause holds, and whether it is an extension.
  struct TypeScope {
    var name: String
    var inherits: [String]
    var isExtension: Bool
  }

  private mutating func run() {
    var scopes: [Scope] = []
    var pendingType: (brace: Int, scope: TypeScope)?
    var index = 0
    while index < tokens.count {
      while let last = scopes.indices.last, scopes[last].closing < index { scopes.removeLast() }
      let token = tokens[index]
      if token.kind == .punctuation {
        let byte = bytes[token.start]
        if byte == UInt8(ascii: "{") {
          var type: TypeScope?
          if let pending = pendingType, pending.brace == index {
            type = pending.scope
            pendingType = nil
          }
          scopes.append(Scope(closing: matching[index], type: type))
        } else if byte == UInt8(ascii: "."), index + 2 < tokens.count,
          tokens[index + 1].kind == .identifier, isPunctuation(index + 2, "(")
        {
          recordModifierUse(name: index + 1, arguments: index + 2)
        }
        index += 1
        continue
      }
      guard token.kind == .identifier else {
        index += 1
        continue
      }
      if isWord(index, "withAnimation") { recordAnimatedStates(at: index) }
      if isPlainAssignment(after: index, before: tokens.count) { recordMediaAssignment(at: index) }
      if isWord(index, "if") {
        recordLayoutCondition(at: index)
      } else if isWord(index, "ForEach") || isWord(index, "List"), isPunctuation(index + 1, "(") {
        recordListData(arguments: index + 1)
      } else if isWord(index, "TabView"), isPunctuation(index + 1, "("),
        matching[index + 1] < tokens.count
      {
        // A paged `TabView(selection: $model.page)`: changing the page slides it.
        recordLayoutNames(in: index + 2..<matching[index + 1])
      }
      if isWord(index, "struct") || isWord(index, "class") || isWord(index, "enum")
        || isWord(index, "actor")
        || isWord(index, "extension") || isWord(index, "protocol"),
        index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
        !Self.declarationKeywords.contains(text(index + 1))
      {
        if let (brace, scope) = typeHeader(at: index) {
          pendingType = (brace, scope)
          recordType(scope, body: brace..<min(matching[brace] + 1, tokens.count))
        }
      } else if isWord(index, "func"), index + 1 < tokens.count,
        tokens[index + 1].kind == .identifier, isMember(scopes)
      {
        recordFunction(at: index, in: scopes.last?.type)
      } else if isWord(index, "var") || isWord(index, "let"), index + 1 < tokens.count,
        tokens[index + 1].kind == .identifier, isMember(scopes)
      {
        recordProperty(at: index, in: scopes.last?.type)
      }
      index += 1
    }
    recordNamespaceRecipients()
  }

  /// Whether a declaration in the innermost of `scopes` is a member of a type (or global), not
  /// local to a function or closure.
  private func isMember(_ scopes: [Scope]) -> Bool {
    guard let last = scopes.indices.last else { return true }
    return scopes[last].type != nil
  }

  static let declarationKeywords: Set<String> = [
    "func", "var", "let", "subscript", "init", "static", "override", "final", "private",
    "fileprivate", "public", "internal", "open", "nonisolated", "mutating", "case",
  ]

  // MARK: Types

  /// The type declared at `keyword`: its name, what it inherits, and its opening brace.
  private func typeHeader(at keyword: Int) -> (Int, TypeScope)? {
    var name = text(keyword + 1)
    var cursor = keyword + 2
    // `extension Foo.Bar`: the last name counts.
    while cursor + 1 < tokens.count, isPunctuation(cursor, "."),
      tokens[cursor + 1].kind == .identifier
    {
      name = text(cursor + 1)
      cursor += 2
    }
    var inherits: [String] = []
    var inClause = false
    while cursor < tokens.count {
      if isPunctuation(cursor, "{") {
        return (
          cursor,
          TypeScope(name: name, inherits: inherits, isExtension: isWord(keyword, "extension"))
        )
      }
      if isPunctuation(cursor, "}") || isPunctuation(cursor, ";") { return nil }
      if isPunctuation(cursor, ":") {
        inClause = true
      } else if isWord(cursor, "where") {
        inClause = false
      } else if inClause, tokens[cursor].kind == .identifier {
        inherits.append(text(cursor))
      } else if isPunctuation(cursor, "<") || isPunctuation(cursor, "(") {
        // Generic parameters and attributes: skip to their end.
        if let end = angleOrParenthesisEnd(cursor) {
          cursor = end
        }
      }
      cursor += 1
    }
    return nil
  }

  /// A type declaration, `range` its body with the braces.
  mutating func recordType(_ scope: TypeScope, body range: Range<Int>) {
    if scope.inherits.contains("GeometryEffect") {
      facts.geometryEffectTypes.append(scope.name)
    }
    if scope.inherits.contains("ViewModifier"), !Self.reservedNames.contains(scope.name) {
      facts.deciders.append(
        DeclarationFacts.Decider(
          name: scope.name, kind: .viewModifier, readsSignal: readsSignal(range),
          references: references(range)))
    }
  }

  // MARK: Functions

  private mutating func recordFunction(at keyword: Int, in type: TypeScope?) {
    let name = text(keyword + 1)
    var cursor = keyword + 2
    var returnStart: Int?
    var body: Int?
    while cursor < tokens.count {
      if isPunctuation(cursor, "(") || isPunctuation(cursor, "[") {
        cursor = matching[cursor] + 1
        continue
      }
      if isPunctuation(cursor, "{") {
        body = cursor
        break
      }
      if isPunctuation(cursor, "}") || isPunctuation(cursor, ";") { break }
      if cursor > keyword + 2, tokens[cursor].startsLine, tokens[cursor].kind == .identifier,
        returnStart == nil || isWord(cursor, "func") || isWord(cursor, "var")
      {
        break
      }
      if isPunctuation(cursor, "-"), cursor + 1 < tokens.count, isPunctuation(cursor + 1, ">") {
        returnStart = cursor + 2
        cursor += 2
        continue
      }
      if isWord(cursor, "where") { break }
      cursor += 1
    }
    let returnType = returnStart.map { joinedText($0..<cursor) } ?? ""
    guard let body else { return }
    recordFunction(
      named: name, returning: returnType, body: body..<min(matching[body] + 1, tokens.count),
      in: type)
  }

  /// A function with a body (`range`, with the braces) that is a member of `type` (or global);
  /// `returnType` is its written result type, empty when it has none.
  mutating func recordFunction(
    named name: String, returning returnType: String, body range: Range<Int>, in type: TypeScope?
  ) {
    if Self.isMediaType(returnType) {
      facts.mediaSources.append(.init(name: name, uses: references(range)))
      return
    }
    if returnType.hasSubstring("UIViewPropertyAnimator") {
      facts.propertyAnimatorFactories.append(name)
      return
    }
    let isViewExtension = type.map { $0.isExtension && $0.name == "View" } ?? false
    // `-> Self` in `extension Animation` returns an animation.
    let producedType = returnType == "Self" ? type?.name ?? returnType : returnType
    if let kind = Self.deciderKind(
      typeText: producedType, isViewExtension: isViewExtension, firstValueName: nil)
    {
      recordDecider(name: name, kind: kind, range: range)
    } else if returnType.isEmpty, type != nil {
      let movesViews = changesGeometry(range)
      // The calls only tell whether a method that does not move views calls one that does:
      // not kept for the others, as every file's facts are held until they are merged.
      facts.methods.append(
        DeclarationFacts.MethodEffect(
          name: name, movesViews: movesViews, calls: movesViews ? [] : calledNames(range),
          assigns: assignedNames(range)))
    }
  }

  /// What a declaration with this written type produces, when it can decide motion.
  private static func deciderKind(
    typeText: String, isViewExtension: Bool, firstValueName: String?
  ) -> DeclarationFacts.Decider.Kind? {
    if typeText.hasSubstring("Transition") || firstValueName == "AnyTransition" {
      return .transition
    }
    if typeText.hasSubstring("Animation") || firstValueName == "Animation" { return .animation }
    if isViewExtension, typeText.hasSubstring("View") { return .viewModifier }
    if typeText == "Bool" || typeText == "Bool?" { return .bool }
    return nil
  }

  private mutating func recordDecider(
    name: String, kind: DeclarationFacts.Decider.Kind, range: Range<Int>
  ) {
    guard !Self.reservedNames.contains(name) else { return }
    let reads = readsSignal(range)
    let animationName = kind == .animation ? firstAnimationName(range) : nil
    // A Bool that reads nothing of the kind decides nothing: leave it out.
    if kind == .bool, !reads {
      let names = references(range)
      guard !names.isEmpty else { return }
      facts.deciders.append(
        DeclarationFacts.Decider(name: name, kind: kind, readsSignal: false, references: names))
      return
    }
    facts.deciders.append(
      DeclarationFacts.Decider(
        name: name, kind: kind, readsSignal: reads, animationName: animationName,
        references: reads ? [] : references(range)))
  }

  // MARK: Properties

  private mutating func recordProperty(at keyword: Int, in type: TypeScope?) {
    let nameIndex = keyword + 1
    let name = text(nameIndex)
    var cursor = nameIndex + 1
    var typeText = ""
    if cursor < tokens.count, isPunctuation(cursor, ":") {
      let start = cursor + 1
      cursor = start
      while cursor < tokens.count, !isPunctuation(cursor, "="), !isPunctuation(cursor, "{"),
        cursor == start || !tokens[cursor].startsLine
      {
        if isPunctuation(cursor, "(") || isPunctuation(cursor, "[") {
          cursor = matching[cursor]
        }
        cursor += 1
      }
      typeText = joinedText(start..<min(cursor, tokens.count))
    }
    var valueRange: Range<Int>?
    if cursor < tokens.count, isPunctuation(cursor, "=") {
      let start = cursor + 1
      var end = start
      while end < tokens.count {
        if end > start, tokens[end].startsLine,
          tokens[end].kind == .identifier || isPunctuation(end, "@") || isPunctuation(end, "}")
        {
          break
        }
        if isPunctuation(end, "}") || isPunctuation(end, ")") || isPunctuation(end, "]")
          || isPunctuation(end, ";") || isPunctuation(end, ",")
        {
          break
        }
        if isPunctuation(end, "(") || isPunctuation(end, "[") || isPunctuation(end, "{") {
          end = matching[end]
        }
        end += 1
      }
      valueRange = start..<min(end, tokens.count)
    } else if cursor < tokens.count, isPunctuation(cursor, "{") {
      valueRange = cursor..<min(matching[cursor] + 1, tokens.count)
    }
    recordProperty(
      named: name, type: typeText, value: valueRange, attributes: attributes(before: keyword),
      in: type)
  }

  /// A stored or computed property that is a member of `type` (or global): `typeText` as
  /// written (empty when not written), `valueRange` its initial value or its accessors with the
  /// braces, `attributes` the names after its `@`s.
  mutating func recordProperty(
    named name: String, type typeText: String, value valueRange: Range<Int>?,
    attributes: [String], in type: TypeScope?
  ) {
    let firstValueName = valueRange.flatMap { range in
      range.first { tokens[$0].kind == .identifier }.map(text)
    }

    // A controller whose status bar slides: `setNeedsStatusBarAppearanceUpdate()` in an
    // animation block moves it (the default update animation fades).
    if name == "preferredStatusBarUpdateAnimation",
      valueRange.map({ range in range.contains { isWord($0, "slide") } }) == true
    {
      facts.methods.append(
        DeclarationFacts.MethodEffect(name: "setNeedsStatusBarAppearanceUpdate", movesViews: true))
      return
    }
    if typeText.hasSubstring("UIViewPropertyAnimator")
      || (firstValueName == "UIViewPropertyAnimator"
        && valueRange.map { isPunctuation($0.lowerBound, "{") } == true)
    {
      facts.propertyAnimatorFactories.append(name)
      return
    }
    if Self.isMediaType(typeText), let valueRange, isPunctuation(valueRange.lowerBound, "{") {
      facts.mediaSources.append(.init(name: name, uses: references(valueRange)))
      return
    }
    let isBoolValue =
      typeText.hasPrefix("Bool")
      || valueRange.map { range in
        range.count == 1 && (isWord(range.lowerBound, "true") || isWord(range.lowerBound, "false"))
      } == true
    if isBoolValue, isAppSetting(name: name, attributes: attributes, in: type) {
      facts.appMotionSettings.append(name)
      return
    }
    guard let valueRange,
      let kind = Self.deciderKind(
        typeText: typeText, isViewExtension: false, firstValueName: firstValueName)
    else { return }
    recordDecider(name: name, kind: kind, range: valueRange)
  }

  /// `@AppStorage` properties, and members of settings types, whose names speak of motion.
  private func isAppSetting(name: String, attributes: [String], in type: TypeScope?) -> Bool {
    let lowercased = name.lowercased()
    guard Self.motionSettingFragments.contains(where: lowercased.hasSubstring) else { return false }
    // Runtime state is not a setting.
    if lowercased.hasPrefix("isanimating") || lowercased.hasSuffix("inprogress") { return false }
    if attributes.contains("AppStorage") || attributes.contains("Default") { return true }
    guard let type else { return false }
    return Self.settingsTypeWords.contains { type.name.contains($0) }
  }

  /// The attribute names (`AppStorage`, `Published`) before the declaration keyword at `index`.
  private func attributes(before keyword: Int) -> [String] {
    var names: [String] = []
    var cursor = keyword - 1
    while cursor >= 0 {
      if isPunctuation(cursor, ")") {
        let opener = matching[cursor]
        guard opener < cursor else { break }
        cursor = opener - 1
        continue
      }
      guard tokens[cursor].kind == .identifier else { break }
      if cursor > 0, isPunctuation(cursor - 1, "@") {
        names.append(text(cursor))
        cursor -= 2
        continue
      }
      guard
        Self.declarationKeywords.contains(text(cursor)) || isWord(cursor, "lazy")
          || isWord(cursor, "weak") || isWord(cursor, "unowned") || isWord(cursor, "class")
      else { break }
      cursor -= 1
    }
    return names
  }

  // MARK: Uses

  /// `.offset(y: model.offset)`, `.modifier(Shake(amount: model.shakes))`.
  mutating func recordModifierUse(name nameIndex: Int, arguments open: Int) {
    guard Self.modifierTokens.contains(tokens[nameIndex], in: bytes) else { return }
    let name = text(nameIndex)
    let close = matching[open]
    guard close < tokens.count else { return }
    if Self.geometryModifiers.contains(name) {
      facts.geometryMembers.append(contentsOf: members(in: open + 1..<close))
    } else if name == "modifier", open + 2 < close, tokens[open + 1].kind == .identifier,
      isPunctuation(open + 2, "(")
    {
      let type = text(open + 1)
      let inner = matching[open + 2]
      guard inner < close else { return }
      let read = members(in: open + 3..<inner)
      if !read.isEmpty { facts.modifierMembers[type, default: []].append(contentsOf: read) }
    }
  }

  /// The members read of other values in `range`: `offset` in `model.offset`, not `self.x`,
  /// `Self.x`, `UIScreen.main` or a call `model.reset()`.
  private func members(in range: Range<Int>) -> [String] {
    var found: [String] = []
    var cursor = range.lowerBound
    while cursor + 2 < range.upperBound {
      defer { cursor += 1 }
      guard tokens[cursor].kind == .identifier, isPunctuation(cursor + 1, "."),
        tokens[cursor + 2].kind == .identifier
      else { continue }
      // Only the first member after the base: `model.offset.y` gives `offset`.
      if cursor > range.lowerBound, isPunctuation(cursor - 1, ".") { continue }
      let base = text(cursor)
      guard let first = base.utf8.first, first >= UInt8(ascii: "a") || first == UInt8(ascii: "$"),
        base != "self", base != "Self"
      else { continue }
      if cursor + 3 < range.upperBound, isPunctuation(cursor + 3, "(") { continue }
      found.append(text(cursor + 2))
    }
    return found
  }

  // MARK: Layout

  /// Words in a condition that are not names of state.
  static let conditionKeywords: Set<String> = [
    "let", "var", "case", "nil", "true", "false", "self", "Self", "is", "as", "try", "await",
    "some", "any", "in", "where",
  ]

  /// `if model.isShown { Details() }` with no `else`: the members and names of the condition
  /// decide whether a view is inserted. (An `if` with an `else` swaps views in place.)
  mutating func recordLayoutCondition(at keyword: Int) {
    var cursor = keyword + 1
    while cursor < tokens.count, !isPunctuation(cursor, "{") {
      if isPunctuation(cursor, "}") || isWord(cursor, "return") { return }
      if isPunctuation(cursor, "(") || isPunctuation(cursor, "[") { cursor = matching[cursor] }
      cursor += 1
    }
    guard cursor < tokens.count, cursor > keyword + 1 else { return }
    let end = matching[cursor]
    guard end < tokens.count, !(end + 1 < tokens.count && isWord(end + 1, "else")),
      insertsView(cursor + 1..<end)
    else { return }
    let recorded = facts.layoutMembers.count
    recordLayoutNames(in: keyword + 1..<cursor)
    if movesByTransition(cursor + 1..<end) {
      facts.transitionedLayoutMembers.append(contentsOf: facts.layoutMembers[recorded...])
    }
  }

  /// Whether `range` applies a movement transition that no signal decides
  /// (`.transition(.move(edge: .top))`, not `.transition(reduceMotion ? .opacity : .slide)`).
  private func movesByTransition(_ range: Range<Int>) -> Bool {
    range.contains { index in
      guard isWord(index, "transition"), index + 1 < range.upperBound, isPunctuation(index + 1, "(")
      else { return false }
      let arguments = index + 2..<min(matching[index + 1], range.upperBound)
      return !readsSignal(arguments)
        && arguments.contains { MotionVocabulary.movementTransitions.contains(text($0)) }
    }
  }

  /// The 1-based line and UTF-8 column of `offset`, counted on from the last position asked
  /// (positions are asked in file order, so the file is read once).
  private mutating func lineAndColumn(ofByte offset: Int) -> (line: Int, column: Int) {
    if offset < lineCursor.offset { lineCursor = (0, 1, 0) }
    var (position, line, lineStart) = lineCursor
    while position < offset, position < bytes.count {
      if bytes[position] == UInt8(ascii: "\n") {
        line += 1
        lineStart = position + 1
      }
      position += 1
    }
    lineCursor = (position, line, lineStart)
    return (line, offset - lineStart + 1)
  }

  /// `ForEach(model.rows) { … }`, `List(rows)`: the data argument decides the rows.
  mutating func recordListData(arguments open: Int) {
    let close = matching[open]
    guard close < tokens.count else { return }
    var end = open + 1
    while end < close, !isPunctuation(end, ",") {
      if isPunctuation(end, "(") || isPunctuation(end, "[") || isPunctuation(end, "{") {
        end = matching[end]
      }
      end += 1
    }
    recordLayoutNames(in: open + 1..<min(end, close))
  }

  /// A count compared with a threshold (`model.count > 0`) is left out: it inserts a view only
  /// when it crosses the threshold, and otherwise changes digits in place.
  mutating func recordLayoutNames(in range: Range<Int>) {
    for index in range where tokens[index].kind == .identifier {
      let name = text(index)
      guard let first = name.utf8.first, first >= UInt8(ascii: "a"),
        !Self.conditionKeywords.contains(name), !isPunctuation(index + 1, "("),
        !isPunctuation(index + 1, "<"), !isPunctuation(index + 1, ">"),
        !isPunctuation(index + 1, "=") || isPunctuation(index + 2, "=")
      else { continue }
      if isPunctuation(index - 1, ".") {
        // `model.isShown`: the first member after a base that is not `self`.
        guard index >= range.lowerBound + 2, tokens[index - 2].kind == .identifier,
          !isPunctuation(index - 3, "."), text(index - 2) != "self", text(index - 2) != "Self",
          let base = text(index - 2).utf8.first,
          base >= UInt8(ascii: "a") || base == UInt8(ascii: "$")
        else { continue }
        facts.layoutMembers.append(name)
      } else if !isPunctuation(index + 1, ".") {
        facts.layoutStates.append(name)
      }
    }
  }

  /// Whether `range` creates a view: a capitalized name called or given a closure (`Text(…)`,
  /// `VStack { … }`).
  private func insertsView(_ range: Range<Int>) -> Bool {
    range.contains { index in
      guard tokens[index].kind == .identifier, let first = text(index).utf8.first,
        first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
      else { return false }
      return isPunctuation(index + 1, "(") || isPunctuation(index + 1, "{")
    }
  }

  // MARK: Namespaces

  /// `Thumbnail(photo: photo, namespace: hero)` where the file declares `@Namespace var hero`:
  /// the view is given the namespace, animated as this file animates.
  mutating func recordNamespaceRecipients() {
    var namespaces: Set<String> = []
    for index in tokens.indices.dropFirst() where isWord(index, "Namespace") {
      guard isPunctuation(index - 1, "@") else { continue }
      var cursor = index + 1
      while cursor < tokens.count, tokens[cursor].kind == .identifier,
        Self.declarationKeywords.contains(text(cursor)), !isWord(cursor, "var"),
        !isWord(cursor, "let")
      {
        cursor += 1
      }
      if cursor + 1 < tokens.count, isWord(cursor, "var") || isWord(cursor, "let") {
        namespaces.insert(text(cursor + 1))
      }
    }
    guard !namespaces.isEmpty else { return }
    let animates = tokens.indices.contains { index in
      isWord(index, "withAnimation")
        || (isWord(index, "animation") && isPunctuation(index - 1, ".")
          && isPunctuation(index + 1, "(")
          && !(index + 2 < tokens.count && isWord(index + 2, "nil")))
    }
    // Views: capitalized names called.
    let calls = tokens.indices.filter { index in
      let token = tokens[index]
      guard token.kind == .identifier, token.end > token.start, isPunctuation(index + 1, "(")
      else { return false }
      return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[token.start])
    }
    recordNamespaceRecipients(namespaces: namespaces, animates: animates, calls: calls)
  }

  /// The views called (`calls`: the indices of their names, before their parentheses, in file
  /// order) with one of `namespaces` as an argument; `animates` whether the file animates.
  mutating func recordNamespaceRecipients(
    namespaces: Set<String>, animates: Bool, calls: [Int]
  ) {
    guard !namespaces.isEmpty else { return }
    let isAnimatedUngated = animates && !readsSignal(0..<tokens.count)
    var seen: Set<String> = []
    for index in calls {
      let name = text(index)
      guard !seen.contains(name) else { continue }
      let close = matching[index + 1]
      guard close < tokens.count else { continue }
      let passes = (index + 2..<close).contains { argument in
        tokens[argument].kind == .identifier && namespaces.contains(text(argument))
          && !isPunctuation(argument - 1, ".")
      }
      if passes {
        seen.insert(name)
        facts.namespaceRecipients.append(
          .init(type: name, isAnimatedUngated: isAnimatedUngated))
      }
    }
  }

  // MARK: Animated state

  /// `withAnimation(<animation>) { <body> }`: the names its body assigns or toggles, gated when
  /// the arguments read a signal.
  mutating func recordAnimatedStates(at keyword: Int) {
    var cursor = keyword + 1
    var isGated = false
    if cursor < tokens.count, isPunctuation(cursor, "(") {
      let close = matching[cursor]
      isGated = readsSignal(cursor + 1..<min(close, tokens.count))
      // The body may be the last argument: `withAnimation(.default, { … })`.
      if let brace = (cursor + 1..<min(close, tokens.count)).last(where: { isPunctuation($0, "{") }
      ),
        matching[brace] < close
      {
        cursor = brace
      } else {
        cursor = close + 1
      }
    }
    guard cursor < tokens.count, isPunctuation(cursor, "{") else { return }
    let end = min(matching[cursor], tokens.count)
    var seen: Set<String> = []
    for index in cursor + 1..<end where tokens[index].kind == .identifier {
      let toggled = index + 2 < end && isPunctuation(index + 1, ".") && isWord(index + 2, "toggle")
      guard toggled || isPlainAssignment(after: index, before: end) else { continue }
      let name = text(index)
      if seen.insert(name).inserted {
        let (line, column) = lineAndColumn(ofByte: tokens[keyword].start)
        facts.animatedStates.append(
          .init(name: name, isGated: isGated, line: line, column: column))
      }
    }
  }

  /// `avatarURL = account.avatarImageURL()`: the calls on the rest of the line that look like
  /// they return a URL or an image.
  mutating func recordMediaAssignment(at index: Int) {
    var end = index + 2
    while end < tokens.count, !tokens[end].startsLine, end - index < Self.maximumReferences {
      end += 1
    }
    let calls = calledNames(index + 2..<end).filter(Self.isMediaType)
    guard !calls.isEmpty else { return }
    facts.mediaAssignments.append(.init(name: text(index), uses: calls))
  }

  /// Whether `name =` (with `=` alone, not `==`) follows the identifier at `index`.
  private func isPlainAssignment(after index: Int, before end: Int) -> Bool {
    guard index + 1 < end, isPunctuation(index + 1, "=") else { return false }
    let next = index + 2
    guard next < end else { return true }
    let isAdjacent = tokens[index + 1].end == tokens[next].start
    return
      !(isAdjacent && tokens[next].kind == .punctuation
      && (isPunctuation(next, "=") || isPunctuation(next, "<") || isPunctuation(next, ">")))
  }

  // MARK: Token queries

  private func readsSignal(_ range: Range<Int>) -> Bool {
    for index in range where tokens[index].kind == .identifier {
      let name = text(index)
      if ReduceMotionSignals.isSignalByName(name) || configuredSignals.contains(name)
        || ReduceMotionSignals.environmentKeys.contains(name)
      {
        return true
      }
    }
    return false
  }

  /// Distinct names used in `range` that could be another decider: calls, types and members.
  private func references(_ range: Range<Int>) -> [String] {
    var seen: Set<String> = []
    var names: [String] = []
    for index in range where tokens[index].kind == .identifier {
      let name = text(index)
      guard !Self.reservedNames.contains(name), !Self.declarationKeywords.contains(name),
        seen.insert(name).inserted
      else { continue }
      names.append(name)
      if names.count == Self.maximumReferences { break }
    }
    return names
  }

  private func firstAnimationName(_ range: Range<Int>) -> String? {
    var found: String?
    for index in range where tokens[index].kind == .identifier {
      let name = text(index)
      if MotionVocabulary.repeatingAnimationModifiers.contains(name) { return name }
      if found == nil,
        MotionVocabulary.springAnimations.contains(name)
          || MotionVocabulary.timingCurveAnimations.contains(name)
      {
        found = name
      }
    }
    return found
  }

  /// Whether `range` writes or calls a geometry name (`frame.origin.y = 0`, `layoutIfNeeded()`);
  /// reading one (`cornerRadius = frame.width / 2`) changes nothing, and a progress bar's fill
  /// (`progressWidth.constant = …`) is no movement.
  private func changesGeometry(_ range: Range<Int>) -> Bool {
    range.contains { index in
      tokens[index].kind == .identifier && Self.geometryTokens.contains(tokens[index], in: bytes)
        && isWrittenOrCalled(index) && !isOnProgress(index)
    }
  }

  /// Whether the name at `index` is called, or assigned through the member chain after it.
  private func isWrittenOrCalled(_ index: Int) -> Bool {
    var cursor = index + 1
    if isPunctuation(cursor, "(") { return true }
    while cursor < tokens.count {
      if isPunctuation(cursor, "?") || isPunctuation(cursor, "!") {
        cursor += 1
      } else if isPunctuation(cursor, "."), cursor + 1 < tokens.count,
        tokens[cursor + 1].kind == .identifier
      {
        cursor += 2
      } else {
        break
      }
    }
    if isPunctuation(cursor, "=") { return !isPunctuation(cursor + 1, "=") }
    let compoundOperators: [Unicode.Scalar] = ["+", "-", "*", "/"]
    return compoundOperators.contains { isPunctuation(cursor, $0) }
      && isPunctuation(cursor + 1, "=")
  }

  /// Whether the member chain before the name at `index` names a progress indicator.
  private func isOnProgress(_ index: Int) -> Bool {
    var cursor = index - 1
    while cursor > 0, isPunctuation(cursor, "."), tokens[cursor - 1].kind == .identifier {
      if text(cursor - 1).lowercased().hasSubstring("progress") { return true }
      cursor -= 2
    }
    return false
  }

  /// Names assigned or toggled in `range` (`isShown` in `isShown = true` or `self.isShown =
  /// true`), not locals declared there.
  private func assignedNames(_ range: Range<Int>) -> [String] {
    var seen: Set<String> = []
    var names: [String] = []
    for index in range where tokens[index].kind == .identifier {
      let toggled =
        index + 2 < range.upperBound && isPunctuation(index + 1, ".") && isWord(index + 2, "toggle")
      guard toggled || isPlainAssignment(after: index, before: range.upperBound),
        !(index > 0 && (isWord(index - 1, "let") || isWord(index - 1, "var")))
      else { continue }
      let name = text(index)
      guard seen.insert(name).inserted else { continue }
      names.append(name)
      if names.count == Self.maximumReferences { break }
    }
    return names
  }

  /// Names called in `range` (`reset` in `reset()` or `self.reset()`).
  private func calledNames(_ range: Range<Int>) -> [String] {
    var seen: Set<String> = []
    var names: [String] = []
    for index in range.dropLast() where tokens[index].kind == .identifier {
      guard isPunctuation(index + 1, "(") else { continue }
      let name = text(index)
      guard seen.insert(name).inserted else { continue }
      names.append(name)
      if names.count == Self.maximumReferences { break }
    }
    return names
  }

  private func angleOrParenthesisEnd(_ open: Int) -> Int? {
    if isPunctuation(open, "(") { return matching[open] < tokens.count ? matching[open] : nil }
    var depth = 0
    var cursor = open
    while cursor < tokens.count {
      if isPunctuation(cursor, "<") {
        depth += 1
      } else if isPunctuation(cursor, ">") {
        depth -= 1
        if depth == 0 { return cursor }
      } else if isPunctuation(cursor, "{") || isPunctuation(cursor, "}") {
        return nil
      }
      cursor += 1
    }
    return nil
  }

  private func text(_ index: Int) -> String {
    SwiftLexer.text(of: tokens[index], in: bytes)
  }

  /// The tokens of `range` written together (`Animation?`, `some View`).
  func joinedText(_ range: Range<Int>) -> String {
    var result = ""
    for index in range {
      if !result.isEmpty, tokens[index].kind == .identifier,
        tokens[index - 1].kind == .identifier
      {
        result += " "
      }
      result += text(index)
    }
    return result
  }

  /// Whether token `index` is the identifier `word`, compared byte by byte.
  @inline(__always)
  private func isWord(_ index: Int, _ word: StaticString) -> Bool {
    let token = tokens[index]
    guard token.kind == .identifier, token.end - token.start == word.utf8CodeUnitCount else {
      return false
    }
    let pointer = word.utf8Start
    for offset in 0..<word.utf8CodeUnitCount where bytes[token.start + offset] != pointer[offset] {
      return false
    }
    return true
  }

  @inline(__always)
  private func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation
      && bytes[tokens[index].start] == UInt8(ascii: character)
  }
}

extension DeclarationFacts {
  /// The facts `bytes` declare, read with the project's configured signal names.
  package init(scanning bytes: [UInt8], configuredSignals: Set<String> = []) {
    self = DeclarationFactScanner.scan(bytes, configuredSignals: configuredSignals)
  }
}

extension ProjectFacts {
  /// The facts of the given sources, merged: what a project of those files declares.
  package init(sources: [String], configuredSignals: Set<String> = []) {
    self.init(
      merging: sources.map {
        DeclarationFacts(scanning: Array($0.utf8), configuredSignals: configuredSignals)
      })
  }
}
