/// The JavaScript subset After Effects expressions are written in, as exporters write them:
/// `var`, assignments (also compound), `if`/`else`, `try`/`catch`, blocks and expression
/// statements; numbers, strings, arrays, member access, indexing, calls, the unary, arithmetic,
/// comparison and logical operators, `?:`, comma sequences and `++`/`--` on variables.
///
/// Anything outside it (functions, loops, `new`, objects) is a syntax error, which makes the
/// expression unsupported.
indirect enum ExpressionNode: Sendable {
  case number(Double)
  case string(String)
  case boolean(Bool)
  case undefined
  case array([ExpressionNode])
  case identifier(String)
  case member(ExpressionNode, String)
  case index(ExpressionNode, ExpressionNode)
  case call(ExpressionNode, [ExpressionNode])
  case unary(String, ExpressionNode)
  /// Operators of one precedence applied left to right (`a - b + c`): a list rather than nested
  /// pairs, so that long sums take no deeper recursion than short ones.
  case binary(ExpressionNode, [(symbol: String, operand: ExpressionNode)])
  case logical(isAnd: Bool, ExpressionNode, ExpressionNode)
  case conditional(ExpressionNode, ExpressionNode, ExpressionNode)
  case sequence([ExpressionNode])
  /// `name = value` or `name op= value` (`op` is nil for a plain assignment).
  case assignment(name: String, operator: String?, ExpressionNode)
  /// `++name`, `name--`, …: `isPrefix` tells whether the new value is the result.
  case update(name: String, delta: Double, isPrefix: Bool)
}

indirect enum ExpressionStatement: Sendable {
  case declaration([(name: String, value: ExpressionNode?)])
  case expression(ExpressionNode)
  case conditional(ExpressionNode, ExpressionStatement, ExpressionStatement?)
  case block([ExpressionStatement])
  case attempt(body: [ExpressionStatement], handler: [ExpressionStatement])
  case empty
}

/// Why an expression could not be read.
struct ExpressionSyntaxError: Error, Equatable {
  let reason: String
}

/// A parsed expression's statements.
struct ExpressionProgram: Sendable {
  let statements: [ExpressionStatement]

  /// The longest expression text read: exporters' longest (bounces) are about a kilobyte.
  static let maximumLength = 20_000
  /// The deepest nesting of expressions and statements read, which bounds the recursion of both
  /// the parser and the evaluator.
  static let maximumNesting = 48

  init(_ text: String) throws(ExpressionSyntaxError) {
    guard text.utf8.count <= Self.maximumLength else {
      throw ExpressionSyntaxError(reason: "longer than \(Self.maximumLength) bytes")
    }
    var parser = ExpressionParser(tokens: try ExpressionLexer.tokens(of: text))
    statements = try parser.program()
  }
}

// MARK: - Tokens

enum ExpressionToken: Equatable, Sendable {
  case number(Double)
  case string(String)
  case word(String)
  case punctuator(String)
  case end
}

enum ExpressionLexer {
  private static let punctuators = [
    "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "*=", "/=", "%=",
    "(", ")", "[", "]", "{", "}", ",", ";", ".", "?", ":", "=", "<", ">", "+", "-", "*", "/",
    "%", "!",
  ].map { Array($0.unicodeScalars) }

  static func tokens(of text: String) throws(ExpressionSyntaxError) -> [ExpressionToken] {
    let scalars = Array(text.unicodeScalars)
    var tokens: [ExpressionToken] = []
    var index = 0
    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }
    scanning: while let scalar = peek() {
      if scalar.properties.isWhitespace {
        index += 1
      } else if scalar == "/", peek(1) == "/" {
        while let next = peek(), next != "\n", next != "\r" { index += 1 }
      } else if scalar == "/", peek(1) == "*" {
        index += 2
        while index < scalars.count, !(peek() == "*" && peek(1) == "/") { index += 1 }
        guard index < scalars.count else { throw ExpressionSyntaxError(reason: "open comment") }
        index += 2
      } else if isDigit(scalar) || (scalar == "." && peek(1).map(isDigit) == true) {
        let start = index
        while let next = peek(), isDigit(next) || next == "." { index += 1 }
        if let next = peek(), next == "e" || next == "E" {
          index += 1
          if let sign = peek(), sign == "+" || sign == "-" { index += 1 }
          while let next = peek(), isDigit(next) { index += 1 }
        }
        var literal = String.UnicodeScalarView()
        literal.append(contentsOf: scalars[start..<index])
        guard let value = Double(String(literal)) else {
          throw ExpressionSyntaxError(reason: "malformed number")
        }
        tokens.append(.number(value))
      } else if scalar == "'" || scalar == "\"" {
        tokens.append(.string(try string(scalars, at: &index)))
      } else if isIdentifierStart(scalar) {
        let start = index
        while let next = peek(), isIdentifierStart(next) || isDigit(next) { index += 1 }
        var word = String.UnicodeScalarView()
        word.append(contentsOf: scalars[start..<index])
        tokens.append(.word(String(word)))
      } else {
        for punctuator in punctuators
        where scalars[index...].starts(with: punctuator) {
          var text = String.UnicodeScalarView()
          text.append(contentsOf: punctuator)
          tokens.append(.punctuator(String(text)))
          index += punctuator.count
          continue scanning
        }
        throw ExpressionSyntaxError(reason: "unexpected character '\(scalar)'")
      }
    }
    tokens.append(.end)
    return tokens
  }

  private static func string(
    _ scalars: [Unicode.Scalar], at index: inout Int
  ) throws(ExpressionSyntaxError) -> String {
    let quote = scalars[index]
    index += 1
    var text = String.UnicodeScalarView()
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == quote { return String(text) }
      guard scalar == "\\" else {
        text.append(scalar)
        continue
      }
      guard index < scalars.count else { break }
      let escaped = scalars[index]
      index += 1
      switch escaped {
      case "n": text.append("\n")
      case "t": text.append("\t")
      case "r": text.append("\r")
      case "u":
        guard index + 4 <= scalars.count,
          let code = UInt32(
            String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16),
          let decoded = Unicode.Scalar(code)
        else { throw ExpressionSyntaxError(reason: "malformed escape") }
        text.append(decoded)
        index += 4
      default: text.append(escaped)
      }
    }
    throw ExpressionSyntaxError(reason: "open string")
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
      || scalar == "$"
  }
}

// MARK: - Parser

/// A recursive-descent parser; `nesting` counts the open constructs so that hostile text cannot
/// exhaust the stack.
struct ExpressionParser {
  private let tokens: [ExpressionToken]
  private var position = 0
  private var nesting = 0

  init(tokens: [ExpressionToken]) {
    self.tokens = tokens
  }

  private var current: ExpressionToken { tokens[min(position, tokens.count - 1)] }

  private mutating func advance() { position += 1 }

  private func isPunctuator(_ text: String) -> Bool { current == .punctuator(text) }
  private func isWord(_ text: String) -> Bool { current == .word(text) }

  private mutating func skip(_ text: String) -> Bool {
    guard isPunctuator(text) else { return false }
    advance()
    return true
  }

  private mutating func expect(_ text: String) throws(ExpressionSyntaxError) {
    guard skip(text) else { throw ExpressionSyntaxError(reason: "expected '\(text)'") }
  }

  private mutating func enter() throws(ExpressionSyntaxError) {
    nesting += 1
    guard nesting <= ExpressionProgram.maximumNesting else {
      throw ExpressionSyntaxError(reason: "nested deeper than \(ExpressionProgram.maximumNesting)")
    }
  }

  private mutating func identifier() throws(ExpressionSyntaxError) -> String {
    guard case .word(let name) = current, !Self.reserved.contains(name) else {
      throw ExpressionSyntaxError(reason: "expected a name")
    }
    advance()
    return name
  }

  /// Words that cannot name a variable; those this subset has no use for make a syntax error.
  private static let reserved: Set<String> = [
    "var", "let", "const", "if", "else", "try", "catch", "finally", "true", "false", "null",
    "function", "return", "for", "while", "do", "new", "this", "typeof", "delete", "switch",
    "case", "break", "continue", "throw", "in", "instanceof", "void", "class", "with",
  ]

  mutating func program() throws(ExpressionSyntaxError) -> [ExpressionStatement] {
    var statements: [ExpressionStatement] = []
    while current != .end { statements.append(try statement()) }
    return statements
  }

  private mutating func statement() throws(ExpressionSyntaxError) -> ExpressionStatement {
    try enter()
    defer { nesting -= 1 }
    if skip(";") { return .empty }
    if isPunctuator("{") { return .block(try block()) }
    if isWord("var") || isWord("let") || isWord("const") {
      advance()
      var names: [(name: String, value: ExpressionNode?)] = []
      repeat {
        let name = try identifier()
        names.append((name, skip("=") ? try assignment() : nil))
      } while skip(",")
      _ = skip(";")
      return .declaration(names)
    }
    if isWord("if") {
      advance()
      try expect("(")
      let condition = try expression()
      try expect(")")
      let then = try statement()
      var otherwise: ExpressionStatement?
      if isWord("else") {
        advance()
        otherwise = try statement()
      }
      return .conditional(condition, then, otherwise)
    }
    if isWord("try") {
      advance()
      let body = try block()
      guard isWord("catch") else { throw ExpressionSyntaxError(reason: "expected 'catch'") }
      advance()
      if skip("(") {
        _ = try identifier()
        try expect(")")
      }
      return .attempt(body: body, handler: try block())
    }
    let node = try expression()
    _ = skip(";")
    return .expression(node)
  }

  private mutating func block() throws(ExpressionSyntaxError) -> [ExpressionStatement] {
    try expect("{")
    var statements: [ExpressionStatement] = []
    while !skip("}") {
      guard current != .end else { throw ExpressionSyntaxError(reason: "open block") }
      statements.append(try statement())
    }
    return statements
  }

  /// A comma sequence.
  private mutating func expression() throws(ExpressionSyntaxError) -> ExpressionNode {
    var items = [try assignment()]
    while skip(",") { items.append(try assignment()) }
    return items.count == 1 ? items[0] : .sequence(items)
  }

  private mutating func assignment() throws(ExpressionSyntaxError) -> ExpressionNode {
    try enter()
    defer { nesting -= 1 }
    let target = try conditional()
    for (text, operation) in [
      ("=", nil), ("+=", "+"), ("-=", "-"), ("*=", "*"), ("/=", "/"), ("%=", "%"),
    ] as [(String, String?)] where skip(text) {
      guard case .identifier(let name) = target else {
        throw ExpressionSyntaxError(reason: "assignment to something other than a variable")
      }
      return .assignment(name: name, operator: operation, try assignment())
    }
    return target
  }

  private mutating func conditional() throws(ExpressionSyntaxError) -> ExpressionNode {
    let condition = try logical(isAnd: false)
    guard skip("?") else { return condition }
    try enter()
    defer { nesting -= 1 }
    let then = try assignment()
    try expect(":")
    return .conditional(condition, then, try assignment())
  }

  private mutating func logical(isAnd: Bool) throws(ExpressionSyntaxError) -> ExpressionNode {
    var node = isAnd ? try binary(level: 0) : try logical(isAnd: true)
    while skip(isAnd ? "&&" : "||") {
      let right = isAnd ? try binary(level: 0) : try logical(isAnd: true)
      node = .logical(isAnd: isAnd, node, right)
    }
    return node
  }

  /// Binary operators by precedence, loosest first.
  private static let levels: [[String]] = [
    ["==", "!=", "===", "!=="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"],
  ]

  private mutating func binary(level: Int) throws(ExpressionSyntaxError) -> ExpressionNode {
    guard level < Self.levels.count else { return try unary() }
    let first = try binary(level: level + 1)
    var rest: [(symbol: String, operand: ExpressionNode)] = []
    while case .punctuator(let text) = current, Self.levels[level].contains(text) {
      advance()
      rest.append((text, try binary(level: level + 1)))
    }
    return rest.isEmpty ? first : .binary(first, rest)
  }

  private mutating func unary() throws(ExpressionSyntaxError) -> ExpressionNode {
    try enter()
    defer { nesting -= 1 }
    for text in ["-", "+", "!"] where skip(text) {
      return .unary(text, try unary())
    }
    for (text, delta) in [("++", 1.0), ("--", -1.0)] where skip(text) {
      return .update(name: try identifier(), delta: delta, isPrefix: true)
    }
    let node = try postfix()
    for (text, delta) in [("++", 1.0), ("--", -1.0)] where isPunctuator(text) {
      guard case .identifier(let name) = node else {
        throw ExpressionSyntaxError(reason: "'\(text)' on something other than a variable")
      }
      advance()
      return .update(name: name, delta: delta, isPrefix: false)
    }
    return node
  }

  private mutating func postfix() throws(ExpressionSyntaxError) -> ExpressionNode {
    var node = try primary()
    while true {
      if skip(".") {
        guard case .word(let name) = current else {
          throw ExpressionSyntaxError(reason: "expected a member name")
        }
        advance()
        node = .member(node, name)
      } else if skip("[") {
        try enter()
        defer { nesting -= 1 }
        node = .index(node, try expression())
        try expect("]")
      } else if skip("(") {
        try enter()
        defer { nesting -= 1 }
        var arguments: [ExpressionNode] = []
        if !skip(")") {
          repeat { arguments.append(try assignment()) } while skip(",")
          try expect(")")
        }
        node = .call(node, arguments)
      } else {
        return node
      }
    }
  }

  private mutating func primary() throws(ExpressionSyntaxError) -> ExpressionNode {
    switch current {
    case .number(let value):
      advance()
      return .number(value)
    case .string(let text):
      advance()
      return .string(text)
    case .word("true"), .word("false"):
      let value = current == .word("true")
      advance()
      return .boolean(value)
    case .word("null"):
      advance()
      return .undefined
    case .punctuator("("):
      advance()
      try enter()
      defer { nesting -= 1 }
      let node = try expression()
      try expect(")")
      return node
    case .punctuator("["):
      advance()
      try enter()
      defer { nesting -= 1 }
      var elements: [ExpressionNode] = []
      if !skip("]") {
        repeat { elements.append(try assignment()) } while skip(",")
        try expect("]")
      }
      return .array(elements)
    default:
      return .identifier(try identifier())
    }
  }
}
