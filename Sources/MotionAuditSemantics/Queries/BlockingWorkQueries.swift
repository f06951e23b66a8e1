import MotionAuditSyntax
import SwiftSyntax

/// Synchronous work heavy enough to hold up a frame: reading files, decoding, sleeping, waiting,
/// opening databases, decoding images, migrating defaults in a loop.
///
/// Deliberately narrow: property assignments, `UIAppearance` set-up, `UserDefaults.register`,
/// `UIImage(named:)` and decoding a value read from `UserDefaults` are not heavy. Work inside a
/// closure that runs later (`Task { … }`, `DispatchQueue…async`, completion handlers) is not
/// counted; closures that run at once (`sync`, `forEach`, `map`, `{ … }()`) are.
package enum BlockingWorkQueries {
  /// A piece of blocking work: where it is and what it does.
  package struct Work {
    /// The name to report: `Data` in `Data(contentsOf:)`, `for` of a loop.
    package var token: TokenSyntax
    /// What it does, as a phrase: "reads a file with `Data(contentsOf:)`".
    package var summary: String
  }

  /// Calls whose closures run before they return.
  package static let synchronousClosureCalls: Set<String> = [
    "sync", "autoreleasepool", "performAndWait", "forEach", "map", "compactMap", "flatMap",
    "filter", "reduce", "sorted", "first", "contains", "allSatisfy", "withExtendedLifetime",
    "assumeIsolated", "withLock", "concurrentPerform",
  ]

  /// Argument labels of initializers that read a file or URL: `Data(contentsOf:)`,
  /// `String(contentsOfFile:)`, `UIImage(contentsOfFile:)`, `NSDictionary(contentsOf:)`.
  static let readingLabels: Set<String> = ["contentsOf", "contentsOfFile", "contentsOfURL"]
  /// `FileManager` calls that walk or copy the file system.
  static let fileSystemCalls: Set<String> = [
    "contentsOfDirectory", "enumerator", "subpathsOfDirectory", "subpaths", "copyItem", "moveItem",
  ]
  /// Types whose class methods decode data.
  static let decodingTypes: Set<String> = [
    "JSONSerialization", "PropertyListSerialization", "NSKeyedUnarchiver",
  ]
  /// Decoders whose `decode` parses data.
  static let decoderTypes: Set<String> = ["JSONDecoder", "PropertyListDecoder"]
  /// Free functions that sleep the thread.
  static let sleepFunctions: Set<String> = ["sleep", "usleep", "nanosleep"]
  /// Initializers (called with `try`) and functions that open a database.
  static let databaseInitializers: Set<String> = [
    "Connection", "Realm", "DatabaseQueue", "DatabasePool",
  ]
  static let databaseFunctions: Set<String> = ["sqlite3_open", "sqlite3_open_v2"]
  /// Calls that decode an image's pixels at once.
  static let imageDecodingCalls: Set<String> = [
    "preparingForDisplay", "preparingThumbnail", "CGImageSourceCreateImageAtIndex",
    "CGImageSourceCreateThumbnailAtIndex",
  ]
  /// Calls that wait for other work to finish.
  static let waitingCalls: Set<String> = ["waitUntilFinished", "waitUntilAllOperationsAreFinished"]

  /// What a file holds when it holds blocking work, for the pre-filter: a call, type or label
  /// named above, as a whole identifier (`decode`, not `decoder`) or, for families of names, where
  /// an identifier starts (`wait` in `waitUntilFinished`, not in `await`); `UserDefaults` read in
  /// a loop (`for` or `forEach`); or `try` with a `load…` call (`load`, `loadItems`; not
  /// `loading` or `loader`, see `isLoad`).
  package static let tokenCondition = TokenCondition.oneOf([
    .anyOf(
      [
        "enumerator", "subpaths", "copyItem", "moveItem", "decode", "JSONSerialization",
        "PropertyListSerialization", "NSKeyedUnarchiver", "sleep", "usleep", "nanosleep", "sync",
        "loadPersistentStores", "Connection", "Realm", "DatabaseQueue", "DatabasePool",
        "preparingForDisplay", "preparingThumbnail", "dictionaryRepresentation",
      ], matching: .wholeIdentifier,
      // `Task.sleep(for:)` and `Task.sleep(nanoseconds:)` suspend; they do not block.
      exceptions: ["sleep": ["(for:", "(nanoseconds:"]]),
    .anyOf(
      ["contentsOf", "wait", "sqlite3_open", "CGImageSourceCreate"], matching: .identifierStart),
    .allOf([
      .anyOf(["Defaults", "defaults"]), .anyOf(["for", "forEach"], matching: .wholeIdentifier),
    ]),
    .allOf([
      .anyOf(["load"], matching: .identifierStart, exceptions: ["load": notLoadCalls]),
      .anyOf(["try"], matching: .identifierStart),
    ]),
  ])

  /// The first blocking work that runs synchronously inside `node`, in source order. `defUse` is
  /// built only when a call's arguments or receiver need it: most initializers never do.
  package static func firstBlockingWork(
    in node: some SyntaxProtocol, defUse: @autoclosure () -> DefUseIndex
  ) -> Work? {
    var found: Work?
    let root = Syntax(node).id
    // Each node's kind is read once: every other question asked of a node is a call into the
    // library, and this walks every initializer's body.
    node.walkDescendants { candidate in
      switch candidate.kind {
      case .closureExpr:
        if candidate.id != root, let closure = candidate.as(ClosureExprSyntax.self),
          !runsAtOnce(closure)
        {
          return .skipChildren
        }
      // Nested declarations run when called, not here.
      case .functionDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl,
        .protocolDecl:
        if candidate.id != root { return .skipChildren }
      case .functionCallExpr:
        found = candidate.as(FunctionCallExprSyntax.self).flatMap { work($0, defUse: defUse()) }
      case .forStmt:
        if let loop = candidate.as(ForStmtSyntax.self), migratesDefaults(loop.body) {
          found = Work(token: loop.forKeyword, summary: "migrates `UserDefaults` in a loop")
        }
      default:
        break
      }
      return found == nil ? .visitChildren : .stop
    }
    return found
  }

  /// Whether `closure` runs before the expression holding it finishes: called at once, or passed
  /// to a call known to run it synchronously.
  package static func runsAtOnce(_ closure: ClosureExprSyntax) -> Bool {
    if let call = closure.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == closure.id
    {
      return true
    }
    guard let call = ViewBuilderQueries.call(owning: closure), let name = call.calleeName else {
      return false
    }
    return synchronousClosureCalls.contains(name)
  }

  /// The blocking work `call` does, if any.
  package static func work(
    _ call: FunctionCallExprSyntax, defUse: @autoclosure () -> DefUseIndex
  ) -> Work? {
    guard let token = call.calleeToken else { return nil }
    let name = token.identifierName
    let receiver = call.receiver?.withoutWrappers
    let receiverRoot = receiver?.rootName
    let receiverText = receiver?.compactText ?? ""

    // An initializer's label (`Data(contentsOf:)`), not a method's (`items.append(contentsOf:)`).
    if name.startsUppercase,
      let label = call.arguments.lazy.compactMap({ $0.label?.identifierName }).first(where: {
        readingLabels.contains($0)
      })
    {
      return Work(token: token, summary: "reads a file with `\(name)(\(label):)`")
    }
    if fileSystemCalls.contains(name),
      receiverText.contains("FileManager")
        || receiverRoot?.lowercased().contains("filemanager")
          == true
    {
      return Work(token: token, summary: "walks the file system with `\(name)`")
    }
    if isDecoding(name: name, receiver: receiver, receiverRoot: receiverRoot),
      !call.arguments.contains(where: { readsDefaults($0.expression, defUse: defUse()) })
    {
      let decoder = receiverText.count <= 40 ? "\(receiverText)." : ""
      return Work(token: token, summary: "decodes data with `\(decoder)\(name)`")
    }
    // The C functions take unlabelled arguments; `sleep(for:)` is `Task.sleep`, which suspends.
    if sleepFunctions.contains(name) && receiver == nil && call.arguments.first?.label == nil
      || name == "sleep" && receiverRoot == "Thread"
    {
      return Work(token: token, summary: "sleeps with `\(receiver == nil ? "" : "Thread.")\(name)`")
    }
    if name == "sync", receiverRoot == "DispatchQueue" {
      return Work(token: token, summary: "waits on a queue with `DispatchQueue…sync`")
    }
    if name == "wait", let receiver, isSemaphoreOrGroup(receiver, defUse: defUse()) {
      return Work(token: token, summary: "blocks on `\(receiver.compactText).wait()`")
    }
    if waitingCalls.contains(name) {
      return Work(token: token, summary: "waits for operations with `\(name)`")
    }
    if name == "loadPersistentStores" {
      return Work(token: token, summary: "opens the Core Data store with `loadPersistentStores`")
    }
    if isLoad(name), isTried(call) {
      return Work(token: token, summary: "loads with `try … \(name)`")
    }
    if databaseInitializers.contains(name) && receiver == nil && isTried(call)
      || databaseFunctions.contains(name)
    {
      return Work(token: token, summary: "opens a database with `\(name)`")
    }
    if imageDecodingCalls.contains(name) {
      return Work(token: token, summary: "decodes an image with `\(name)`")
    }
    if name == "dictionaryRepresentation", isDefaults(receiverText, receiverRoot) {
      return Work(token: token, summary: "reads every default with `dictionaryRepresentation`")
    }
    if name == "forEach", let closure = call.closures.first, migratesDefaults(closure) {
      return Work(token: token, summary: "migrates `UserDefaults` in a loop")
    }
    return nil
  }

  private static func isDecoding(name: String, receiver: ExprSyntax?, receiverRoot: String?)
    -> Bool
  {
    guard let receiver else { return false }
    if name == "decode" {
      if let creation = receiver.as(FunctionCallExprSyntax.self)?.calleeName {
        return decoderTypes.contains(creation)
      }
      return receiverRoot == "Bundle" || receiverRoot?.lowercased().contains("decoder") == true
    }
    return receiverRoot.map(decodingTypes.contains) ?? false
  }

  /// `UserDefaults` values are small by nature: decoding one is not heavy. Looks through a name
  /// given such a value (`if let saved = UserDefaults.standard.data(forKey: "items")`) and at
  /// `@AppStorage` properties.
  private static func readsDefaults(_ expression: ExprSyntax, defUse: DefUseIndex) -> Bool {
    if isDefaultsRead(expression) { return true }
    guard let definition = defUse.rootDefinition(of: expression) else { return false }
    return definition.hasAttribute("AppStorage")
      || defUse.valueExpressions(of: definition).contains(where: isDefaultsRead)
  }

  private static func isDefaultsRead(_ expression: ExprSyntax) -> Bool {
    let text = expression.compactText
    return text.contains("UserDefaults") || text.contains("data(forKey:")
  }

  private static func isDefaults(_ receiverText: String, _ receiverRoot: String?) -> Bool {
    receiverText.contains("UserDefaults")
      || receiverRoot.map { $0.hasSuffix("defaults") || $0.hasSuffix("Defaults") } == true
  }

  /// A loop body that reads or writes `UserDefaults` on every turn.
  private static func migratesDefaults(_ body: some SyntaxProtocol) -> Bool {
    body.firstDescendant { node in
      guard let call = node.as(FunctionCallExprSyntax.self), let receiver = call.receiver else {
        return false
      }
      return isDefaults(receiver.compactText, receiver.rootName)
    } != nil
  }

  private static func isSemaphoreOrGroup(_ receiver: ExprSyntax, defUse: DefUseIndex) -> Bool {
    let types: Set<String> = ["DispatchSemaphore", "DispatchGroup"]
    if let creation = receiver.as(FunctionCallExprSyntax.self)?.calleeName {
      return types.contains(creation)
    }
    guard let name = receiver.rootName else { return false }
    let lowercased = name.lowercased()
    if lowercased.contains("semaphore") || lowercased.hasSuffix("group") { return true }
    guard let definition = defUse.rootDefinition(of: receiver) else { return false }
    return definition.typeText.map(types.contains) == true
      || defUse.valueExpressions(of: definition).contains {
        $0.withoutWrappers.as(FunctionCallExprSyntax.self)?.calleeName.map(types.contains) == true
      }
  }

  /// What follows `load` in a name that is no `load…` call: a lowercase letter, a digit or `_`.
  static let notLoadCalls = "abcdefghijklmnopqrstuvwxyz0123456789_".map(String.init)

  /// `load`, `loadStickers`: not `loader` or `loaded`.
  private static func isLoad(_ name: String) -> Bool {
    guard name.hasPrefix("load") else { return false }
    let rest = name.dropFirst(4)
    return rest.isEmpty || rest.startsUppercase
  }

  /// Whether `call` is inside a `try`, `try?` or `try!` of the same expression.
  private static func isTried(_ call: FunctionCallExprSyntax) -> Bool {
    for ancestor in call.ancestors {
      if ancestor.is(TryExprSyntax.self) { return true }
      if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(ClosureExprSyntax.self)
        || ancestor.is(PatternBindingSyntax.self) || ancestor.is(MemberBlockItemSyntax.self)
      {
        return false
      }
    }
    return false
  }
}
