// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The part of Farcaster's IdRegistry that Sign In With Farcaster reads (`idOf`, `custodyOf`),
/// for the local chain: any address registers itself and gets the next fid.
contract DevIdRegistry {
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;
    uint256 public idCounter;

    event Register(address indexed to, uint256 indexed id);

    function register() external returns (uint256 fid) {
        require(idOf[msg.sender] == 0, "has id");
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        emit Register(msg.sender, fid);
    }
}
